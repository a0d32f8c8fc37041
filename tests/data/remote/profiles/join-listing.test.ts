// @vitest-environment node
import { doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProfileDocument } from '@/data/remote/profiles/create-profile';
import { answerInvitation, foundOwnOrganisation } from '@/data/remote/profiles/organisation-entry';
import { parseUser } from '@/domain/user/user';
import { readStaffCompany } from '@/domain/organisation/staff-documents';
import { buildNewProfile } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import {
  clearData,
  connectClient,
  emulatorProject,
  loadRules,
  rulesText,
  type TestFirestore,
} from '@tests/support/firestore-emulator';
import { IDENTITIES } from '@tests/support/organisation-identities';

/**
 * [JOIN-F] Issue 20 in Firebase mode, under the production rules: a sign-up never joins nor founds; the verified,
 * listed person accepts (profile and member_uids in one transaction) or declines (recorded, then founds its own).
 */
const projectId = emulatorProject('rejoindre');
const EMAIL = 'nora.petit@exemple.fr';
let owner: TestFirestore;
let clients: TestFirestore[] = [];

beforeAll(() => loadRules(projectId, rulesText('production')));
beforeEach(async () => {
  await clearData(projectId);
  owner = connectClient(projectId, 'owner');
  clients = [owner];
  await setDoc(doc(owner.db, 'ambulanceCompanies', 'ambu_0001'), {
    id: 'ambu_0001',
    type: 'ambulance',
    name: 'Ambulances Bellecour',
    owner_uid: 'u-julien',
    associatedUsers: [
      { id: EMAIL, email: EMAIL, name: 'Nora Petit', role: 'chauffeur', createdAt: 0 },
    ],
    member_roles: { [EMAIL]: 'chauffeur' },
  });
});
afterEach(async () => {
  await Promise.all(clients.map((client) => client.terminate()));
});

const newProfile = (uid: string) => {
  const built = buildNewProfile({
    uid,
    email: EMAIL,
    displayName: 'Nora Petit',
    requestedRole: 'ambulance',
    now: Date.UTC(2026, 10, 24, 9, 0),
    lists: EMPTY_ROLE_EMAIL_LISTS,
  });
  if (!built.ok) throw new Error(built.error);
  return built.profile;
};
const signingUp = (uid: string, verified: boolean) => {
  const client = connectClient(projectId, { uid, email: EMAIL, email_verified: verified });
  clients.push(client);
  return client;
};

const INVITATION = {
  orgId: 'ambu_0001',
  kind: 'ambulance',
  organisationName: 'Ambulances Bellecour',
  role: 'chauffeur',
} as const;

describe('[JOIN-F] issue 20 under the production rules: sign-up awaits, the invitation is answered', () => {
  it('[JOIN-F] a verified sign-up never joins: the profile awaits its organisation (default-org)', async () => {
    const written = await createProfileDocument(
      signingUp('u-nora', true).db,
      newProfile('u-nora'),
      true,
    );
    expect(written).toMatchObject({ userType: 'ambulance', orga_id: 'default-org' });
    const company = await getDocFromServer(doc(owner.db, 'ambulanceCompanies', 'ambu_0001'));
    expect(company.get('member_uids')).toBeUndefined();
  });
  it('[JOIN-F] accepting: the profile joins ambu_0001 and member_uids names the uid, in one transaction', async () => {
    const { db } = signingUp('u-nora', true);
    const created = await createProfileDocument(db, newProfile('u-nora'), true);
    const user = parseUser('u-nora', created);
    if (!user.ok) throw new Error('profil illisible');
    const joined = await answerInvitation(db, 'u-nora', INVITATION, { accept: true }, true);
    expect(joined).toMatchObject({ userType: 'ambulance', orga_id: 'ambu_0001' });
    const company = await getDocFromServer(doc(owner.db, 'ambulanceCompanies', 'ambu_0001'));
    expect(company.get('member_uids')).toEqual({ [EMAIL]: 'u-nora' });
    expect(readStaffCompany(company.data())?.associatedUsers[0]?.id).toBe('u-nora');
  });
  it('[JOIN-F] declining: recorded on ambu_0001, and the account founds ambu_0002', async () => {
    const { db } = signingUp('u-nora', true);
    await createProfileDocument(db, newProfile('u-nora'), true);
    await setDoc(doc(owner.db, 'counters', 'company_ambu'), {
      value: 1,
      type: 'company',
      last_id: 'ambu_0001',
    });
    const own = await answerInvitation(
      db,
      'u-nora',
      INVITATION,
      { accept: false, identity: IDENTITIES.ambulance },
      true,
    );
    expect(own.orga_id).toBe('ambu_0002');
    const company = await getDocFromServer(doc(owner.db, 'ambulanceCompanies', 'ambu_0001'));
    expect(company.get('declined_members')).toEqual({ [EMAIL]: true });
    const founded = await getDocFromServer(doc(owner.db, 'ambulanceCompanies', 'ambu_0002'));
    expect(founded.get('owner_uid')).toBe('u-nora');
  });
  it('[JOIN-F] not verified: neither joining nor founding goes through the rules', async () => {
    const { db } = signingUp('u-nora', false);
    await createProfileDocument(db, newProfile('u-nora'), false);
    await expect(
      answerInvitation(db, 'u-nora', INVITATION, { accept: true }, true),
    ).rejects.toThrow();
    await expect(foundOwnOrganisation(db, 'u-nora', IDENTITIES.ambulance)).rejects.toThrow();
    const profile = await getDocFromServer(doc(owner.db, 'users', 'u-nora'));
    expect(profile.get('orga_id')).toBe('default-org');
  });
});
