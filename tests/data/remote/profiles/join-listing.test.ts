// @vitest-environment node
import { doc, getDocFromServer, setDoc } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProfileDocument } from '@/data/remote/profiles/create-profile';
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

/**
 * [JOIN-F] Issue 13 in Firebase mode, under the production rules: a sign-up whose verified e-mail a responsable
 * listed joins that organisation (profile and member_uids in one transaction); unverified, it founds its own.
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

describe('[JOIN-F] sign-up joins the organisation listing a verified e-mail', () => {
  it('[JOIN-F] verified: the profile joins ambu_0001 and member_uids names the new uid', async () => {
    const written = await createProfileDocument(
      signingUp('u-nora', true).db,
      newProfile('u-nora'),
      true,
    );
    expect(written).toMatchObject({ userType: 'ambulance', orga_id: 'ambu_0001' });
    const company = await getDocFromServer(doc(owner.db, 'ambulanceCompanies', 'ambu_0001'));
    expect(company.get('member_uids')).toEqual({ [EMAIL]: 'u-nora' });
    expect(readStaffCompany(company.data())?.associatedUsers[0]?.id).toBe('u-nora');
  });
  it('[JOIN-F] not verified: no join — ambu_0001 neither gains the account nor its uid', async () => {
    // (Founding a company through this transaction is refused under the production rules before this branch too:
    // see the report; this case only checks that nothing joins.)
    const written = await createProfileDocument(
      signingUp('u-nora', false).db,
      newProfile('u-nora'),
      false,
    ).catch(() => null);
    expect(written?.orga_id ?? null).not.toBe('ambu_0001');
    const company = await getDocFromServer(doc(owner.db, 'ambulanceCompanies', 'ambu_0001'));
    expect(company.get('member_uids')).toBeUndefined();
    const profile = await getDocFromServer(doc(owner.db, 'users', 'u-nora'));
    expect(profile.get('orga_id') ?? null).not.toBe('ambu_0001');
  });
});
