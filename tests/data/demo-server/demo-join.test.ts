import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { fixedClock } from '@/domain/shared/clock';
import { buildNewProfile } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { memberRoleIndex } from '@/domain/organisation/members';
import { freshDbName, switchableConnectivity } from './demo-harness';
import { IDENTITIES } from '@tests/support/organisation-identities';

const NOW = Date.UTC(2026, 10, 24, 9, 0);
let remote: DemoRemote | null = null;

afterEach(async () => {
  if (!remote) return;
  remote.close();
  await Dexie.delete(remote.dbName);
  remote = null;
});

async function seedBellecour(): Promise<DemoRemote> {
  const remote = createDemoRemote({
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
  return remote;
}

const karimSignUp = () => {
  const built = buildNewProfile({
    uid: 'u-karim',
    email: 'karim@ambu.fr',
    displayName: 'Karim Haddad',
    requestedRole: 'vtc',
    now: NOW,
    lists: EMPTY_ROLE_EMAIL_LISTS,
  });
  if (!built.ok) throw new Error(built.error);
  return built.profile;
};

describe('[JOIN2] demo server: a listed e-mail is invited, never joined at sign-up', () => {
  it('[JOIN2] Karim, listed as chauffeur, awaits his organisation, accepts, and his entry names his uid', async () => {
    remote = await seedBellecour();
    const built = buildNewProfile({
      uid: 'u-karim',
      email: 'karim@ambu.fr',
      displayName: 'Karim Haddad',
      requestedRole: 'vtc',
      now: NOW,
      lists: EMPTY_ROLE_EMAIL_LISTS,
    });
    if (!built.ok) throw new Error(built.error);
    const created = await remote.accounts.createProfile(built.profile);
    expect(created).toMatchObject({ userType: 'vtc', orga_id: 'default-org' });
    const invitation = await remote.accounts.invitation('u-karim');
    expect(invitation).toEqual({
      orgId: 'ambu_0001',
      kind: 'ambulance',
      organisationName: 'Ambulances Bellecour',
      role: 'chauffeur',
    });
    await expect(
      remote.accounts.answerInvitation(
        'u-karim',
        { ...invitation!, role: 'responsable' },
        { accept: true },
      ),
    ).rejects.toThrow('plus valable');
    const user = await remote.accounts.answerInvitation('u-karim', invitation!, { accept: true });
    expect(user).toMatchObject({ userType: 'ambulance', orga_id: 'ambu_0001' });
    const team = await remote.organisation.loadTeam({
      uid: 'u-karim',
      role: 'ambulance',
      orgId: 'ambu_0001',
    });
    expect(team?.members[1]).toMatchObject({ id: 'u-karim', role: 'chauffeur' });
  });
  it('[JOIN2] declining is recorded (« Invitation refusée ») and Karim founds his own company', async () => {
    remote = await seedBellecour();
    await remote.accounts.createProfile(karimSignUp());
    const invitation = await remote.accounts.invitation('u-karim');
    const own = await remote.accounts.answerInvitation('u-karim', invitation!, {
      accept: false,
      identity: IDENTITIES.vtc,
    });
    expect(own).toMatchObject({ userType: 'vtc', orga_id: 'vtc_0001' });
    const team = await remote.organisation.loadTeam({
      uid: 'u-julien',
      role: 'ambulance',
      orgId: 'ambu_0001',
    });
    expect(team?.declined).toEqual(['karim@ambu.fr']);
    expect(team?.members[1]).toMatchObject({ id: 'karim@ambu.fr' });
    expect(await remote.accounts.invitation('u-karim')).toBeNull();
  });
});

describe('[JOIN-ORGID] issue 25, demo server: founding stores the identity the server re-checks', () => {
  it('[JOIN-ORGID] a SIRET whose Luhn key is wrong is refused in French; nothing is founded', async () => {
    remote = await seedBellecour();
    await remote.accounts.createProfile(karimSignUp());
    const forged = { ...IDENTITIES.vtc, siret: '83456789000018' };
    await expect(remote.accounts.foundOrganisation('u-karim', forged)).rejects.toThrow(
      'Ce numéro SIRET n’existe pas',
    );
    expect(await remote.getOrganisation('vtcCompanies', 'vtc_0001')).toBeNull();
  });
  it('[JOIN-ORGID] a valid identity: the document stores it and the profile takes its name', async () => {
    remote = await seedBellecour();
    await remote.accounts.createProfile(karimSignUp());
    const own = await remote.accounts.foundOrganisation('u-karim', IDENTITIES.vtc);
    expect(own).toMatchObject({ orga_id: 'vtc_0001', company_name: 'VTC Santé Lyon' });
    expect(await remote.getOrganisation('vtcCompanies', 'vtc_0001')).toMatchObject({
      name: 'VTC Santé Lyon',
      adresse: IDENTITIES.vtc.adresse,
      siret: IDENTITIES.vtc.siret,
    });
  });
});
