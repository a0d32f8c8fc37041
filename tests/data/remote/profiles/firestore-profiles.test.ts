// @vitest-environment node
import { doc, getDocFromServer, setDoc, terminate } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteError, type ProfilePort } from '@/data/ports';
import {
  createFirestoreProfiles,
  PROFILE_OFFLINE,
} from '@/data/remote/profiles/firestore-profiles';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { buildNewProfile, type UserDocument } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { rejection } from '@tests/data/remote-contract/contract-fixtures';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import {
  clearData,
  connectClient,
  emulatorProject,
  loadRules,
  rulesText,
  type TestFirestore,
} from '@tests/support/firestore-emulator';
import { IDENTITIES } from '@tests/support/organisation-identities';

// The device signs in as the owner under open rules for now: each test reads and writes several users' documents.
// Under the production rules, the device would be signed in as the profile's own uid.
const projectId = emulatorProject('profils');
let device: TestFirestore;
let admin: TestFirestore; // a second client: what the server really holds
let connectivity: FakeConnectivity;
let profiles: ProfilePort;

beforeAll(() => loadRules(projectId, rulesText('open')));
beforeEach(async () => {
  await clearData(projectId);
  [device, admin] = [connectClient(projectId, 'owner'), connectClient(projectId, 'owner')];
  connectivity = new FakeConnectivity(true);
  profiles = createFirestoreProfiles({ db: device.db, connectivity });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all([device.terminate(), admin.terminate()]);
});

const signUp = (uid: string): UserDocument => {
  const built = buildNewProfile({
    uid,
    email: 'claire.martin@clinique-du-parc.fr',
    displayName: 'Claire Martin',
    requestedRole: 'clinique',
    now: Date.UTC(2026, 10, 22, 9, 30),
    lists: EMPTY_ROLE_EMAIL_LISTS,
  });
  if (!built.ok) throw new Error(built.error);
  return built.profile;
};
const storedData = async (uid: string) =>
  (await getDocFromServer(doc(admin.db, 'users', uid))).data();
const authUser = (uid: string) => ({ uid, email: 'x@y.fr', displayName: null });

it('[PR1] load : absent → null ; un profil stocké est lu par le domaine (uid repris de l’id du document)', async () => {
  expect(await profiles.load(authUser('absent'))).toBeNull();
  await setDoc(doc(admin.db, 'users/u-legacy'), {
    email: 'jean@ambulances-rhone.fr',
    userType: 'taxi',
    createdAt: '22/11/2026 10:30:00',
  });

  const user = await profiles.load(authUser('u-legacy'));

  expect(user).toMatchObject({ uid: 'u-legacy', userType: 'vtc', orga_id: 'default-org' });
  expect(user!.createdAt).toBe(Date.UTC(2026, 10, 22, 9, 30));
});

it('[PR2] create écrit le document d’inscription (id = uid, sans undefined) et rend le profil lu', async () => {
  const profile = { ...signUp('u-new'), phoneNumber: undefined } as unknown as UserDocument;

  const created = await profiles.create(profile);

  expect(created).toMatchObject({ uid: 'u-new', userType: 'clinique', firstName: 'Claire' });
  const { phoneNumber: _dropped, ...expected } = profile;
  // Issue 20: a clinic account awaits its organisation (default-org): it neither joins nor founds at sign-up.
  expect(await storedData('u-new')).toEqual({ ...expected, orga_id: 'default-org' });
});

it('[PR6] sans invitation, chaque clinique fonde son organisation (clin_0001, clin_0002, compteur qui la nomme) ; un patient garde default-org', async () => {
  await profiles.foundOrganisation(await profiles.create(signUp('u-a')), IDENTITIES.clinique);
  const b = await profiles.foundOrganisation(
    await profiles.create(signUp('u-b')),
    IDENTITIES.clinique,
  );
  expect(b).toMatchObject({ orga_id: 'clin_0002', company_name: 'Clinique des Tilleuls' });
  const patient = { ...signUp('u-p'), userType: 'patient' as const };
  await profiles.create(patient);

  expect((await storedData('u-a'))!.orga_id).toBe('clin_0001');
  expect((await storedData('u-b'))!.orga_id).toBe('clin_0002');
  expect((await storedData('u-p'))!.orga_id).toBe('default-org');
  const clinic = (await getDocFromServer(doc(admin.db, 'clinics', 'clin_0002'))).data();
  expect(clinic).toMatchObject({
    id: 'clin_0002',
    type: 'clinique',
    // Issue 25: the identity declared, under the production rules (organisationShape, declaresIdentity).
    name: 'Clinique des Tilleuls',
    adresse: IDENTITIES.clinique.adresse,
    siret: IDENTITIES.clinique.siret,
    finess: IDENTITIES.clinique.finess,
    owner_uid: 'u-b',
    associatedUsers: [{ id: 'u-b', role: 'responsable' }],
  });
  const counter = (await getDocFromServer(doc(admin.db, 'counters', 'company_clin'))).data();
  expect(counter).toMatchObject({ value: 2, last_id: 'clin_0002' });
});

it('[PR3] merge fusionne (cartes imbriquées comprises), retire les undefined et rend le profil stocké', async () => {
  await profiles.create(signUp('u-merge'));

  const merged = await profiles.merge('u-merge', {
    loginCount: 2,
    preferences: { notifications: { sms: true } },
    phoneNumber: undefined,
  });

  expect(merged.loginCount).toBe(2);
  expect(merged.preferences.notifications).toEqual({ email: true, push: true, sms: true });
  expect((await storedData('u-merge'))!.phoneNumber).toBeNull(); // untouched, not erased
});

it('[PR4] un profil illisible : « Données utilisateur invalides », et rien n’est écrit', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const invalid = { ...signUp('u-bad'), loginCount: -1 };
  await expect(profiles.create(invalid)).rejects.toThrow(ERRORS.invalidUserData);
  expect(await storedData('u-bad')).toBeUndefined();
  await setDoc(doc(admin.db, 'users/u-broken'), { loginCount: 'beaucoup' });
  await expect(profiles.load(authUser('u-broken'))).rejects.toThrow(ERRORS.invalidUserData);
});

it('[PR5] hors ligne ou client en échec : RemoteError avec le message du catalogue', async () => {
  connectivity.set(false);
  const offline = [
    await rejection(profiles.load(authUser('u'))),
    await rejection(profiles.create(signUp('u'))),
    await rejection(profiles.merge('u', { loginCount: 3 })),
  ];
  expect(offline.map((error) => error.message)).toEqual([
    ERRORS.usersFetch,
    ERRORS.userCreate,
    ERRORS.userUpdate(PROFILE_OFFLINE),
  ]);
  expect(offline.every((e) => e instanceof RemoteError && e.code === 'unavailable')).toBe(true);

  connectivity.set(true);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await terminate(device.db); // the SDK now throws failed-precondition on every call
  const failed = await rejection(profiles.load(authUser('u')));
  expect(failed).toMatchObject({ code: 'internal', message: ERRORS.usersFetch });
});

it('[PR7] créer deux fois (réponse perdue, second onglet, « Réessayer ») rend le profil stocké, intact, sans fonder une seconde organisation', async () => {
  const first = await profiles.foundOrganisation(
    await profiles.create(signUp('u-twice')),
    IDENTITIES.clinique,
  );

  const again = await profiles.create({ ...signUp('u-twice'), displayName: 'Autre nom' });

  expect(again).toEqual(first);
  expect((await storedData('u-twice'))!.displayName).toBe('Claire Martin');
  await expect(profiles.foundOrganisation(again, IDENTITIES.clinique)).rejects.toThrow(
    'déjà une organisation',
  );
  const counter = (await getDocFromServer(doc(admin.db, 'counters', 'company_clin'))).data();
  expect(counter).toMatchObject({ value: 1, last_id: 'clin_0001' });
});

describe('[PR8] issue 20: an organisation listing the verified e-mail invites; the answer is one transaction', () => {
  const EMAIL = 'claire.martin@clinique-du-parc.fr';
  beforeEach(async () => {
    await setDoc(doc(admin.db, 'clinics', 'clin_0007'), {
      id: 'clin_0007',
      type: 'clinique',
      name: 'Clinique du Parc',
      owner_uid: 'u-resp',
      associatedUsers: [{ id: EMAIL, email: EMAIL, name: 'Claire', role: 'secretaire' }],
      member_roles: { [EMAIL]: 'secretaire' },
    });
    profiles = createFirestoreProfiles({ db: device.db, connectivity, emailVerified: () => true });
  });
  const INVITATION = {
    orgId: 'clin_0007',
    kind: 'clinique',
    organisationName: 'Clinique du Parc',
    role: 'secretaire',
  } as const;

  it('[PR8] not verified: no invitation', async () => {
    const unverified = createFirestoreProfiles({ db: device.db, connectivity });
    expect(await unverified.invitation(await unverified.create(signUp('u-c')))).toBeNull();
  });
  it('[PR8] accepting joins clin_0007 and binds the uid; nothing is founded', async () => {
    const created = await profiles.create(signUp('u-c'));
    expect(await profiles.invitation(created)).toEqual(INVITATION);
    const joined = await profiles.answerInvitation(created, INVITATION, { accept: true });
    expect(joined).toMatchObject({ userType: 'clinique', orga_id: 'clin_0007' });
    const clinic = (await getDocFromServer(doc(admin.db, 'clinics', 'clin_0007'))).data();
    expect(clinic?.member_uids).toEqual({ [EMAIL]: 'u-c' });
    expect((await getDocFromServer(doc(admin.db, 'counters', 'company_clin'))).exists()).toBe(
      false,
    );
    expect(await profiles.invitation(joined)).toBeNull();
  });
  it('[PR8] declining is recorded and founds the account’s own organisation', async () => {
    const created = await profiles.create(signUp('u-c'));
    const own = await profiles.answerInvitation(created, INVITATION, {
      accept: false,
      identity: IDENTITIES.clinique,
    });
    expect(own.orga_id).toBe('clin_0001');
    const clinic = (await getDocFromServer(doc(admin.db, 'clinics', 'clin_0007'))).data();
    expect(clinic?.declined_members).toEqual({ [EMAIL]: true });
    expect(clinic?.member_uids).toBeUndefined();
  });
  it('[PR8] a forged role is refused', async () => {
    const created = await profiles.create(signUp('u-c'));
    await expect(
      profiles.answerInvitation(created, { ...INVITATION, role: 'responsable' }, { accept: true }),
    ).rejects.toThrow('plus valable');
  });
});
