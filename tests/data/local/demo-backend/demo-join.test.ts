import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/local/demo-backend/demo-remote';
import { fixedClock } from '@/domain/shared/clock';
import { buildNewProfile } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { memberRoleIndex } from '@/domain/organisation/members';
import { freshDbName, switchableConnectivity } from './demo-harness';

const NOW = Date.UTC(2026, 10, 24, 9, 0);
let remote: DemoRemote | null = null;

afterEach(async () => {
  if (!remote) return;
  remote.close();
  await Dexie.delete(remote.dbName);
  remote = null;
});

describe('[JOIN2] demo server: a listed e-mail signs up into its organisation', () => {
  it('[JOIN2] Karim, listed as chauffeur, becomes an ambulance user of ambu_0001 and his entry names his uid', async () => {
    remote = createDemoRemote({
      connectivity: switchableConnectivity().port,
      clock: fixedClock(NOW),
      dbName: freshDbName('rejoindre'),
    });
    const members = [
      {
        id: 'u-julien',
        email: 'julien@ambu.fr',
        name: 'Julien',
        role: 'responsable',
        createdAt: NOW,
      },
      {
        id: 'karim@ambu.fr',
        email: 'karim@ambu.fr',
        name: 'Karim',
        role: 'chauffeur',
        createdAt: NOW,
      },
    ];
    await remote.seedStaff(
      {
        id: 'ambu_0001',
        collection: 'ambulanceCompanies',
        data: {
          id: 'ambu_0001',
          type: 'ambulance',
          name: 'Ambulances Bellecour',
          owner_uid: 'u-julien',
          associatedUsers: members,
          member_roles: memberRoleIndex(members),
        },
      },
      [],
    );
    const built = buildNewProfile({
      uid: 'u-karim',
      email: 'karim@ambu.fr',
      displayName: 'Karim Haddad',
      requestedRole: 'patient',
      now: NOW,
      lists: EMPTY_ROLE_EMAIL_LISTS,
    });
    if (!built.ok) throw new Error(built.error);
    const user = await remote.accounts.createProfile(built.profile);
    expect(user).toMatchObject({ userType: 'ambulance', orga_id: 'ambu_0001' });
    const team = await remote.organisation.loadTeam({
      uid: 'u-karim',
      role: 'ambulance',
      orgId: 'ambu_0001',
    });
    expect(team?.members[1]).toMatchObject({ id: 'u-karim', role: 'chauffeur' });
  });
});
