import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { DEMO_EMAIL_DOMAIN } from '@/data/demo-server/seed/people';
import { DEMO_PERSONAS } from '@/data/demo-server/seed/personas';
import type { Viewer } from '@/data/ports';
import { fixedClock } from '@/domain/shared/clock';
import { hasAccess } from '@/domain/subscription/access';
import { compareServerTimestamps, type ServerTimestamp } from '@/domain/sync/server-timestamp';
import { USER_TYPES } from '@/domain/shared/role';
import {
  createOp,
  pullAll,
  requestBy,
  statusOp,
} from '@tests/data/remote-contract/contract-fixtures';
import { CONTRACT_VIEWERS, freshDbName, switchableConnectivity } from './demo-harness';
import { BASE_DATE } from './seed-fixture';

const opened: DemoRemote[] = [];
function demoServer(clock = fixedClock(BASE_DATE), dbName = freshDbName('demo')) {
  const remote = createDemoRemote({ connectivity: switchableConnectivity().port, clock, dbName });
  opened.push(remote);
  return remote;
}
afterEach(async () => {
  for (const remote of opened.splice(0)) {
    remote.close();
    await Dexie.delete(remote.dbName);
  }
});

const viewerOf = (role: keyof typeof DEMO_PERSONAS): Viewer => {
  const persona = DEMO_PERSONAS[role];
  return { role: persona.userType, orgId: persona.orgId, uid: persona.uid };
};

describe('[DR1] amorçage du serveur de démonstration', () => {
  it('[DR1] a profile read while the seed runs waits for it (a persona tapped as the runtime starts)', async () => {
    const remote = demoServer();
    const seeded = remote.seedIfEmpty();
    const user = await remote.getUser(DEMO_PERSONAS.admin.uid);
    expect(user).toMatchObject({ uid: DEMO_PERSONAS.admin.uid, userType: 'admin' });
    expect(await seeded).toBe(true);
  });

  it('[DR1] seedIfEmpty amorce une seule fois, puis laisse les données en place', async () => {
    const remote = demoServer();
    expect(await remote.seedIfEmpty()).toBe(true);
    const { ids } = await pullAll(remote, viewerOf('admin'), 100);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(await remote.seedIfEmpty()).toBe(false);
    expect((await pullAll(remote, viewerOf('admin'), 100)).ids).toEqual(ids);
  });

  it('[DR1] deux onglets qui démarrent ensemble n’amorcent qu’une fois', async () => {
    const dbName = freshDbName('deux-onglets');
    const [first, second] = [demoServer(undefined, dbName), demoServer(undefined, dbName)];
    const seeded = await Promise.all([first.seedIfEmpty(), second.seedIfEmpty()]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const { ids } = await pullAll(second, viewerOf('admin'), 100);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('[DR1] resetDemoData efface les changements et remet le monde de démonstration', async () => {
    const remote = demoServer();
    await remote.seedIfEmpty();
    const before = await pullAll(remote, viewerOf('admin'), 100);
    const waiting = before.pages[0]!.documents.map((d) => d.data).find(
      (t) => t.etat === 'pending' && t.type_transport !== 'vtc',
    )!;
    await remote.push(
      statusOp(waiting.id, 'accepted', viewerOf('ambulance')),
      viewerOf('ambulance'),
    );

    await remote.resetDemoData();

    expect((await remote.getTransport(waiting.id))!.etat).toBe('pending');
    // New server times, after the old checkpoint: a device that already pulled gets the whole world again.
    const again = await pullAll(remote, viewerOf('admin'), 100, before.checkpoint);
    expect([...again.ids].sort()).toEqual([...before.ids].sort());
  });
});

describe('[DR2] un persona par rôle, prêt pour la connexion de démonstration', () => {
  it('[DR2] chaque rôle a son persona, avec un profil conforme et l’accès à son espace', async () => {
    const remote = demoServer();
    await remote.seedIfEmpty();
    expect(Object.keys(DEMO_PERSONAS).sort()).toEqual([...USER_TYPES].sort());
    for (const [role, persona] of Object.entries(DEMO_PERSONAS)) {
      expect(persona.userType).toBe(role);
      expect(persona.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
      const user = await remote.getUser(persona.uid);
      expect(user).toMatchObject({
        uid: persona.uid,
        email: persona.email,
        displayName: persona.displayName,
        userType: role,
        orga_id: persona.orgId,
      });
      if (persona.companyName) expect(user!.company_name).toBe(persona.companyName);
      expect(hasAccess(user).hasAccess).toBe(true);
    }
    expect(DEMO_PERSONAS.clinique.companyName).toBe('Clinique du Parc');
  });

  it('[DR2] les comptes des établissements et transporteurs ont un abonnement actif ou d’essai', async () => {
    const remote = demoServer();
    await remote.seedIfEmpty();
    const users = await remote.listUsers();
    expect(users.length).toBeGreaterThanOrEqual(12);
    const payers = users.filter((u) => ['clinique', 'ambulance', 'vtc'].includes(u.userType));
    expect(new Set(payers.map((u) => u.subscription?.status))).toEqual(
      new Set(['active', 'trial']),
    );
    for (const user of payers) expect(user.subscription!.endDate!).toBeGreaterThan(BASE_DATE);
  });

  it('[DR2] chaque persona voit des transports ; le patient uniquement les siens', async () => {
    const remote = demoServer();
    await remote.seedIfEmpty();
    for (const role of USER_TYPES) {
      const { pages } = await pullAll(remote, viewerOf(role), 10);
      expect(pages.flatMap((p) => p.documents).length, role).toBeGreaterThan(0);
    }
    const mine = (await pullAll(remote, viewerOf('patient'), 10)).pages.flatMap((p) => p.documents);
    expect(mine.every((d) => d.data.global_patient_id === DEMO_PERSONAS.patient.uid)).toBe(true);
    expect(new Set(mine.map((d) => d.data.etat)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('[DR4] numérotation au premier envoi', () => {
  it('[DR4] une demande créée hors ligne reçoit le numéro qui suit ceux du jeu de démonstration', async () => {
    const remote = demoServer();
    await remote.seedIfEmpty();
    const viewers = { ...CONTRACT_VIEWERS, clinique: viewerOf('clinique') };
    const request = requestBy({ viewers }, { transport_id: 'TRA-MWS7H895ABC123' });
    const vslCount = (await pullAll(remote, viewerOf('admin'), 100)).pages
      .flatMap((p) => p.documents)
      .filter((d) => d.data.type_transport === 'vsl').length;

    const outcome = await remote.push(createOp(request), viewerOf('clinique'));

    expect(outcome.document!.data.transport_id).toBe(
      `tr_vsl_${String(vslCount + 1).padStart(5, '0')}`,
    );
  });
});

describe('[DR5] temps serveur strictement croissant', () => {
  it('[DR5] horloge figée puis reculée : chaque écriture reçoit un syncTs plus grand que la précédente', async () => {
    let now = BASE_DATE;
    const remote = demoServer({ now: () => now });
    await remote.seedIfEmpty();
    const admin = viewerOf('admin');
    const { pages } = await pullAll(remote, admin, 100);
    const waiting = pages.flatMap((p) => p.documents).filter((d) => d.data.etat === 'pending');
    const stamps: ServerTimestamp[] = [];
    for (const [index, doc] of waiting.entries()) {
      now = BASE_DATE - index * 1_000; // the device clock goes back
      const outcome = await remote.push(statusOp(doc.id, 'ouvert', admin), admin);
      stamps.push(outcome.document!.syncTs);
    }
    stamps
      .slice(1)
      .forEach((ts, i) => expect(compareServerTimestamps(ts, stamps[i]!)).toBeGreaterThan(0));
  });
});
