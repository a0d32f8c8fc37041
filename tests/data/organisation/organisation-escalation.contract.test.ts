// @vitest-environment node
import Dexie from 'dexie';
import { doc, getDocFromServer, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import type { RemoteError } from '@/data/ports';
import { type OrganisationPort, type Viewer } from '@/data/ports';
import { memberRoleIndex } from '@/domain/organisation/members';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import { fixedClock } from '@/domain/shared/clock';
import { assembledFirebaseRuntime, assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { profileOf, type Persona } from '@tests/firestore-rules/support/personas';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';

/**
 * [ESC-ORG-C] Issue 23: a clinic's escalation delays on its organisation document, the same cases for the demo
 * server and Firestore (emulator, production rules): none stored at first (null: the fallbacks apply); a
 * responsable writes them and every member reads them (the organisation's card carries them too); a secrétaire is
 * refused; offline is « Connexion requise ».
 */

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const person = (uid: string): Persona => ({
  uid,
  role: 'clinique',
  orgId: 'clin_0001',
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label: uid,
});
const FOUNDER = person('u-fondatrice');
const SECRETARY = person('u-secretaire');
const members = [FOUNDER, SECRETARY].map((p, index) => ({
  id: p.uid,
  email: p.email!,
  name: p.uid,
  role: index === 0 ? 'responsable' : 'secretaire',
  createdAt: NOW,
}));
const CLINIC = {
  id: 'clin_0001',
  type: 'clinique',
  name: 'Clinique du Parc',
  owner_uid: FOUNDER.uid,
  associatedUsers: members,
  member_roles: memberRoleIndex(members),
};
const DELAYS = { critique: 3, urgent: 10, normale: 90 };
const viewerOf = (p: Persona): Viewer => ({ role: p.role, orgId: p.orgId, uid: p.uid });

interface Backend {
  portFor(p: Persona): OrganisationPort;
  setOnline(online: boolean): void;
  document(): Promise<unknown>;
}

function contractCases(backend: () => Backend) {
  it('[ESC-ORG-C] none stored: null; a responsable writes them, a secrétaire reads them, the card carries them', async () => {
    const chosen = backend();
    const secretary = chosen.portFor(SECRETARY);
    expect(await secretary.loadEscalationDelays(viewerOf(SECRETARY))).toBeNull();
    await chosen.portFor(FOUNDER).saveEscalationDelays(viewerOf(FOUNDER), DELAYS);
    expect(await secretary.loadEscalationDelays(viewerOf(SECRETARY))).toEqual(DELAYS);
    expect(readOrganisationCard(await chosen.document()).escalationDelays).toEqual(DELAYS);
  });

  it('[ESC-ORG-C] a secrétaire is refused (permission-denied); offline: « Connexion requise »', async () => {
    const chosen = backend();
    const refused = await chosen
      .portFor(SECRETARY)
      .saveEscalationDelays(viewerOf(SECRETARY), { ...DELAYS, critique: 1 })
      .catch((error: unknown) => error);
    expect((refused as RemoteError).code).toBe('permission-denied');
    chosen.setOnline(false);
    await expect(
      chosen.portFor(FOUNDER).saveEscalationDelays(viewerOf(FOUNDER), { ...DELAYS, critique: 2 }),
    ).rejects.toThrow('Connexion requise');
    chosen.setOnline(true);
    expect(
      (await chosen.portFor(FOUNDER).loadEscalationDelays(viewerOf(FOUNDER)))?.critique,
    ).not.toBe(2);
  });
}

describe('[ESC-ORG-C] demo server', () => {
  let remote: DemoRemote;
  const network = switchableConnectivity();
  beforeAll(async () => {
    remote = createDemoRemote({
      connectivity: network.port,
      clock: fixedClock(NOW),
      dbName: freshDbName('escalation'),
    });
    await remote.seedStaff({ id: 'clin_0001', collection: 'clinics', data: CLINIC }, []);
  });
  afterAll(async () => {
    remote.close();
    await Dexie.delete(remote.dbName);
  });
  contractCases(() => ({
    portFor: () =>
      assembledLocalRuntime(remote, network.port, fixedClock(NOW)).services.organisation,
    setOnline: (online) => network.setOnline(online),
    document: () => remote.getOrganisation('clinics', 'clin_0001'),
  }));
});

describe('[ESC-ORG-C] Firestore under the production rules', () => {
  let bed: RulesTestbed;
  const network = switchableConnectivity();
  beforeAll(async () => {
    bed = await rulesTestbed('demo-organisation-escalation-contract');
    await bed.clear();
    const batch = writeBatch(bed.owner);
    for (const p of [FOUNDER, SECRETARY]) batch.set(doc(bed.owner, 'users', p.uid), profileOf(p));
    batch.set(doc(bed.owner, 'clinics', 'clin_0001'), CLINIC);
    await batch.commit();
  });
  afterAll(async () => {
    await bed?.dispose();
  });
  contractCases(() => ({
    portFor: (p) =>
      assembledFirebaseRuntime(bed.as(p), network.port, fixedClock(NOW)).services.organisation,
    setOnline: (online) => network.setOnline(online),
    document: async () => (await getDocFromServer(doc(bed.owner, 'clinics', 'clin_0001'))).data(),
  }));
});
