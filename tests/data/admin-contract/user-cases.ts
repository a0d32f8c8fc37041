import { expect, it } from 'vitest';
import type { AdminPort } from '@/data/admin/admin-port';
import { CONNECTION_REQUIRED } from '@/data/admin/admin-run';
import type { AdminHarnessRef } from './admin-contract';
import { requestFor } from './subscription-cases';

/** Every back-office call, with harmless arguments: used to prove non-admins and offline calls get nowhere. */
export const EVERY_CALL: [
  string,
  (port: AdminPort, targetUid: string) => Promise<{ success: boolean }>,
][] = [
  ['listSubscriptionUsers', (p) => p.listSubscriptionUsers()],
  ['listRequests', (p) => p.listRequests()],
  ['processRequest', (p) => p.processRequest('r1', 'approve', '')],
  ['readTransports', (p) => p.readTransports()],
  ['listAudit', (p) => p.listAudit()],
  ['listUsers', (p) => p.listUsers()],
  [
    'createUser',
    (p) =>
      p.createUser({
        email: 'nouveau@exemple.fr',
        password: 'secret1',
        displayName: 'N',
        userType: 'vtc',
      }),
  ],
  ['updateUser', (p, uid) => p.updateUser(uid, { isActive: false })],
  ['deleteUser', (p, uid) => p.deleteUser(uid)],
  ['associatedUsers', (p) => p.associatedUsers()],
  ['createTestAccounts', (p) => p.createTestAccounts(['vtc'])],
  ['createTestPatients', (p) => p.createTestPatients('clin_0001', 2)],
  ['createTestNotifications', (p) => p.createTestNotifications('vtc', 2)],
  ['createTestTransports', (p, uid) => p.createTestTransports(uid, 1)],
  ['counts', (p) => p.counts()],
  ['cleanupTestTransports', (p) => p.cleanupTestTransports()],
  ['migrate', (p) => p.migrate()],
  ['readCounters', (p) => p.readCounters()],
  ['initCounters', (p) => p.initCounters()],
  ['resetCounter', (p) => p.resetCounter('patient_global')],
  ['connectionTest', (p) => p.connectionTest()],
  ['listContactMessages', (p) => p.listContactMessages()],
  ['carrySubscriptions', (p) => p.carrySubscriptions()],
];

export function defineUserCases(h: AdminHarnessRef) {
  // Counters are read by every signed-in user (devices number ids with them): the one read not kept from others.
  const ADMIN_ONLY = EVERY_CALL.filter(([name]) => name !== 'readCounters');

  it('[ADMC2] counters are readable by any signed-in user, as the rules allow', async () => {
    expect((await h().adminAs('clinique').readCounters()).success).toBe(true);
  });

  it.each(ADMIN_ONLY)('[ADMC2] %s is denied to a non-admin', async (_name, call) => {
    const { viewers } = h();
    await h().seed('subscriptionRequests', 'r1', requestFor(viewers.ambulance.uid, 1000));
    const result = await call(h().adminAs('clinique'), viewers.ambulance.uid);
    expect(result.success).toBe(false);
    // Nothing changed for the admin to see.
    const users = await h().adminAs('admin').listUsers();
    expect(users.data?.find((u) => u.uid === viewers.ambulance.uid)?.isActive).toBe(true);
    expect((await h().adminAs('admin').listAudit()).data).toEqual([]);
  });

  it.each(EVERY_CALL)(
    '[ADMC2] %s offline: « Connexion requise », nothing written',
    async (_name, call) => {
      const { viewers } = h();
      h().setOnline(false);
      const result = await call(h().adminAs('admin'), viewers.ambulance.uid);
      expect(result).toMatchObject({
        success: false,
        message: CONNECTION_REQUIRED,
        error: CONNECTION_REQUIRED,
      });
      h().setOnline(true);
      expect((await h().adminAs('admin').listAudit()).data).toEqual([]);
    },
  );

  it('[ADMC2] create, edit and delete an account, each recorded in the audit trail', async () => {
    const admin = h().adminAs('admin');
    const created = await admin.createUser({
      email: 'Nouvelle@Exemple.fr',
      password: 'secret1',
      displayName: 'Nina Nouvelle',
      userType: 'clinique',
      orga_id: 'clin_0009',
    });
    expect(created).toMatchObject({
      success: true,
      data: { email: 'nouvelle@exemple.fr', userType: 'clinique', orga_id: 'clin_0009' },
    });
    const uid = created.data?.uid ?? '';
    const updated = await admin.updateUser(uid, {
      userType: 'vtc',
      isActive: false,
      subscription: { status: 'active', plan: 'pro' },
    });
    expect(updated.data).toMatchObject({
      userType: 'vtc',
      isActive: false,
      subscription: { status: 'active', plan: 'pro' },
    });
    expect((await admin.deleteUser(uid)).success).toBe(true);
    expect((await admin.listUsers()).data?.some((u) => u.uid === uid)).toBe(false);
    const actions = (await admin.listAudit()).data?.map((e) => e.action);
    expect(actions?.sort()).toEqual(['user.create', 'user.delete', 'user.update']);
  });

  it('[ADMC2] §8 messages: a bad e-mail, an unknown account', async () => {
    const admin = h().adminAs('admin');
    const bad = await admin.createUser({
      email: 'pas-un-email',
      password: 'secret1',
      displayName: '',
      userType: 'vtc',
    });
    expect(bad.message).toBe('Impossible de créer l’utilisateur: adresse e-mail invalide');
    const missing = await admin.updateUser('inconnu', { isActive: false });
    expect(missing.message).toBe(
      'Erreur lors de la mise à jour de l’utilisateur: utilisateur introuvable',
    );
    expect((await admin.deleteUser('inconnu')).message).toBe(
      'Erreur lors de la suppression de l’utilisateur',
    );
  });

  it('[ADMC2] associated users of clinics are read', async () => {
    await h().seed('clinics', 'clin_0001', {
      id: 'clin_0001',
      name: 'Clinique du Parc',
      associatedUsers: [
        {
          id: 'm1',
          email: 'infirmiere@parc.fr',
          name: 'Inès',
          role: 'infirmière',
          createdAt: null,
        },
      ],
    });
    const result = await h().adminAs('admin').associatedUsers();
    expect(result.data).toEqual([
      {
        collection: 'clinics',
        orgId: 'clin_0001',
        name: 'Clinique du Parc',
        users: [expect.objectContaining({ email: 'infirmiere@parc.fr', role: 'infirmière' })],
      },
    ]);
  });
}
