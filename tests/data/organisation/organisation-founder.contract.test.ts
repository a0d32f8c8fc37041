// @vitest-environment node
import Dexie from 'dexie';
import { doc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { RemoteError, type OrganisationPort, type Viewer } from '@/data/ports';
import { FOUNDER_PROTECTED } from '@/domain/organisation/founder';
import { changeMemberRole, memberRoleIndex, removeMember } from '@/domain/organisation/members';
import { fixedClock } from '@/domain/shared/clock';
import type { AssociatedUser } from '@/domain/user/associated-user';
import { assembledFirebaseRuntime, assembledLocalRuntime } from '@tests/support/assembled-runtimes';
import { freshDbName, switchableConnectivity } from '@tests/data/demo-server/demo-harness';
import { profileOf, type Persona } from '@tests/firestore-rules/support/personas';
import { rulesTestbed, type RulesTestbed } from '@tests/firestore-rules/support/testbed';

/**
 * [ORG-FOUNDER-C] Issue 21, the same cases for the demo server and Firestore (emulator, production rules): a
 * co-responsable removes or demotes the founder — refused (permission-denied, nothing written); he removes a
 * driver — done.
 */

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const person = (uid: string): Persona => ({
  uid,
  role: 'ambulance',
  orgId: 'ambu_0001',
  email: `${uid}@exemple.fr`,
  emailVerified: true,
  label: uid,
});
const FOUNDER = person('u-fondateur');
const MATE = person('u-coresponsable');
const DRIVER = person('u-chauffeur');
const ROLES = ['responsable', 'responsable', 'chauffeur'];
const MEMBERS: AssociatedUser[] = [FOUNDER, MATE, DRIVER].map((p, index) => ({
  id: p.uid,
  email: p.email!,
  name: p.uid,
  role: ROLES[index]!,
  createdAt: NOW,
}));
const COMPANY = {
  id: 'ambu_0001',
  type: 'ambulance',
  name: 'Ambulances Bellecour',
  owner_uid: FOUNDER.uid,
  associatedUsers: MEMBERS,
  member_roles: memberRoleIndex(MEMBERS),
};
const viewerOf = (p: Persona): Viewer => ({ role: p.role, orgId: p.orgId, uid: p.uid });

interface Backend {
  portFor(p: Persona): OrganisationPort;
  reset(): Promise<void>;
}

const membersOf = (change: ReturnType<typeof removeMember>) => {
  if (!change.ok) throw new Error(change.reason);
  return change.members;
};

function contractCases(backend: () => Backend) {
  beforeEach(() => backend().reset());
  const refusal = (p: Persona, members: AssociatedUser[]) =>
    backend()
      .portFor(p)
      .saveMembers(viewerOf(p), members)
      .then(
        () => null,
        (error: unknown) => error,
      );
  const stored = async () =>
    (await backend().portFor(MATE).loadTeam(viewerOf(MATE)))?.members.map((m) => [m.id, m.role]);

  it.each([
    ['removes', () => membersOf(removeMember(MEMBERS, FOUNDER.uid))],
    ['demotes', () => membersOf(changeMemberRole('ambulance', MEMBERS, FOUNDER.uid, 'chauffeur'))],
  ])(
    '[ORG-FOUNDER-C] a co-responsable %s the founder: permission-denied, nothing written',
    async (_n, after) => {
      const refused = await refusal(MATE, after());
      expect(refused).toBeInstanceOf(RemoteError);
      expect((refused as RemoteError).code).toBe('permission-denied');
      expect(await stored()).toEqual(MEMBERS.map((m) => [m.id, m.role]));
    },
  );

  it('[ORG-FOUNDER-C] control: a co-responsable removes a driver', async () => {
    expect(await refusal(MATE, membersOf(removeMember(MEMBERS, DRIVER.uid)))).toBeNull();
    expect(await stored()).toEqual([
      [FOUNDER.uid, 'responsable'],
      [MATE.uid, 'responsable'],
    ]);
  });
}

describe('[ORG-FOUNDER-C] demo server', () => {
  let remote: DemoRemote;
  const network = switchableConnectivity();
  beforeAll(() => {
    remote = createDemoRemote({
      connectivity: network.port,
      clock: fixedClock(NOW),
      dbName: freshDbName('founder'),
    });
  });
  afterAll(async () => {
    remote.close();
    await Dexie.delete(remote.dbName);
  });
  contractCases(() => ({
    portFor: () =>
      assembledLocalRuntime(remote, network.port, fixedClock(NOW)).services.organisation,
    reset: () =>
      remote.seedStaff({ id: 'ambu_0001', collection: 'ambulanceCompanies', data: COMPANY }, []),
  }));
  it('[ORG-FOUNDER-C] the demo server says why, in French', async () => {
    const port = assembledLocalRuntime(remote, network.port, fixedClock(NOW)).services.organisation;
    await expect(
      port.saveMembers(viewerOf(MATE), membersOf(removeMember(MEMBERS, FOUNDER.uid))),
    ).rejects.toThrow(FOUNDER_PROTECTED);
  });
});

describe('[ORG-FOUNDER-C] Firestore under the production rules', () => {
  let bed: RulesTestbed;
  const network = switchableConnectivity();
  beforeAll(async () => {
    bed = await rulesTestbed('demo-organisation-founder-contract');
  });
  afterAll(async () => {
    await bed?.dispose();
  });
  contractCases(() => ({
    portFor: (p) =>
      assembledFirebaseRuntime(bed.as(p), network.port, fixedClock(NOW)).services.organisation,
    reset: async () => {
      await bed.clear();
      const batch = writeBatch(bed.owner);
      for (const p of [FOUNDER, MATE, DRIVER]) {
        batch.set(doc(bed.owner, 'users', p.uid), profileOf(p));
      }
      batch.set(doc(bed.owner, 'ambulanceCompanies', 'ambu_0001'), COMPANY);
      await batch.commit();
    },
  }));
});
