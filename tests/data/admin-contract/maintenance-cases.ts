import { expect, it } from 'vitest';
import { toMultiRoleUser } from '@/domain/user/multi-role-user';
import type { AdminHarnessRef } from './admin-contract';

export function defineMaintenanceCases(h: AdminHarnessRef) {
  it('[ADMC3] a test world: accounts, transports for an account, counts, then cleanup to 100 %', async () => {
    const admin = h().adminAs('admin');
    const accounts = await admin.createTestAccounts(['clinique']);
    expect(accounts.data?.[0]).toMatchObject({
      orga_id: 'test-org-clinique',
      subscription: { plan: 'vip', status: 'active' },
    });
    const clinicUid = accounts.data?.[0]?.uid ?? '';
    const made = await admin.createTestTransports(clinicUid, 3);
    expect(made.data).toMatchObject({ done: 3, total: 3, cancelled: false });
    const transports = (await admin.readTransports()).data ?? [];
    expect(
      transports.every(
        (t) => t.source === 'admin_test' && t.requester_org_id === 'test-org-clinique',
      ),
    ).toBe(true);
    expect(transports.every((t) => t.created_by === h().viewers.admin.uid)).toBe(true);
    expect((await admin.counts()).data?.testTransports).toBe(3);

    const progress: [number, number][] = [];
    const cleaned = await admin.cleanupTestTransports({
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(cleaned).toMatchObject({
      success: true,
      message: '3 transport(s) de test supprimé(s).',
    });
    expect(progress.at(-1)).toEqual([3, 3]);
    expect((await admin.counts()).data?.testTransports).toBe(0);
    // Re-run: nothing left, nothing fails.
    expect((await admin.cleanupTestTransports()).data).toMatchObject({ done: 0, total: 0 });
  });

  it('[ADMC3] cleanup keeps real transports', async () => {
    const admin = h().adminAs('admin');
    const accounts = await admin.createTestAccounts(['clinique']);
    await admin.createTestTransports(accounts.data?.[0]?.uid ?? '', 1);
    const before = (await admin.readTransports()).data ?? [];
    const real = { ...before[0]!, id: 'real-1', source: 'manual_entry' as const };
    await h().seedTransports([real]);
    await admin.cleanupTestTransports();
    expect((await admin.readTransports()).data?.map((t) => t.id)).toEqual(['real-1']);
  });

  it('[ADMC3] a cancelled run stops between chunks', async () => {
    const admin = h().adminAs('admin');
    const controller = new AbortController();
    controller.abort();
    const result = await admin.createTestPatients('clin_0001', 3, { signal: controller.signal });
    expect(result.data).toMatchObject({ done: 0, total: 3, cancelled: true });
  });

  it('[ADMC3] patients and notifications for tests', async () => {
    const admin = h().adminAs('admin');
    expect((await admin.createTestPatients('clin_0001', 4)).data).toMatchObject({ done: 4 });
    expect((await admin.createTestNotifications('ambulance')).data).toBe(5);
    expect((await admin.counts()).data?.patientsByOrg).toEqual({ clin_0001: 4 });
  });

  it('[ADMC3] the migration copies every user and transport once; a re-run copies nothing', async () => {
    const admin = h().adminAs('admin');
    const accounts = await admin.createTestAccounts(['vtc']);
    await admin.createTestTransports(accounts.data?.[0]?.uid ?? '', 2);
    const users = (await admin.listUsers()).data ?? [];
    const first = await admin.migrate();
    expect(first.data).toMatchObject({
      users: { copied: users.length, skipped: 0 },
      transports: { copied: 2, skipped: 0 },
    });
    const second = await admin.migrate();
    expect(second.data).toMatchObject({
      users: { copied: 0, skipped: users.length },
      transports: { copied: 0, skipped: 2 },
    });
    expect(toMultiRoleUser(users[0]!).id).toBe(users[0]!.uid);
  });

  it('[ADMC3] counters: initialise the missing ones, reset one, read them', async () => {
    const admin = h().adminAs('admin');
    const init = await admin.initCounters();
    expect(init.data).toHaveLength(7);
    expect((await admin.initCounters()).message).toBe('Tous les compteurs existent déjà.');
    expect((await admin.resetCounter('transport_vtc')).data).toMatchObject({
      name: 'transport_vtc',
      value: 0,
    });
    expect((await admin.resetCounter('inconnu')).success).toBe(false);
    expect((await admin.readCounters()).data?.map((c) => c.value)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('[ADMC3] the connection test reads users, transport and system with timings', async () => {
    const result = await h().adminAs('admin').connectionTest();
    expect(result.success).toBe(true);
    expect(result.data?.map((t) => t.collection)).toEqual(['users', 'transport', 'system']);
    expect(result.data?.every((t) => t.ok && t.millis >= 0)).toBe(true);
  });
}
