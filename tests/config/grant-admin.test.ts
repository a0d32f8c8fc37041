// @vitest-environment node
import { doc, getDoc, getDocFromServer, setDoc } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeGrant,
  grantAdmin,
  GrantError,
  grantOptions,
  openFirestore,
} from '../../.config/grant-admin';
import { createProfileDocument } from '@/data/remote/profiles/create-profile';
import { buildNewProfile } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import {
  clearData,
  connectClient,
  emulatorAddress,
  emulatorProject,
  loadRules,
  rulesText,
  type EmulatorUser,
  type TestFirestore,
} from '@tests/support/firestore-emulator';

/**
 * [ADMIN-GRANT] npm run admin:grant (.config/grant-admin.ts) under the production rules: the person it names can
 * then do what only an admin may (read someone else's profile), whether their account existed before the grant or
 * signs up after it; nobody else can. Written with firebase-admin, as the command does.
 */
const projectId = emulatorProject('admin-grant');
const NOW = Date.UTC(2026, 10, 24, 9, 0);
const CAMILLE = { uid: 'u-camille', email: 'camille.laurent@exemple.fr' };
const PAUL = { uid: 'u-paul', email: 'paul.martin@exemple.fr' };
let owner: TestFirestore;
let clients: TestFirestore[] = [];
let admin: ReturnType<typeof openFirestore>;

beforeAll(() => loadRules(projectId, rulesText('production')));
beforeEach(async () => {
  await clearData(projectId);
  owner = connectClient(projectId, 'owner');
  clients = [owner];
  const { host, port } = emulatorAddress();
  admin = openFirestore({
    projectId,
    databaseId: '(default)',
    target: { kind: 'emulators', firestoreHost: `${host}:${port}` },
  });
});
afterEach(async () => {
  await Promise.all([...clients.map((client) => client.terminate()), admin.close()]);
});

const as = (who: EmulatorUser) => {
  const client = connectClient(projectId, who);
  clients.push(client);
  return client;
};

/** Signs up as the app does (create-profile.ts): a patient asks for nothing else. */
async function signUp(who: typeof CAMILLE, verified: boolean) {
  const built = buildNewProfile({
    uid: who.uid,
    email: who.email,
    displayName: 'Camille Laurent',
    requestedRole: 'patient',
    now: NOW,
    lists: EMPTY_ROLE_EMAIL_LISTS,
  });
  if (!built.ok) throw new Error(built.error);
  const client = as({ ...who, email_verified: verified });
  return createProfileDocument(client.db, built.profile, verified);
}

/** An admin-only read: someone else's profile. */
const readsOthersProfile = (who: typeof CAMILLE, verified = true) =>
  getDoc(doc(as({ ...who, email_verified: verified }).db, 'users', 'u-someone'));

describe('[ADMIN-GRANT] the first admin without the console', () => {
  beforeEach(() =>
    setDoc(doc(owner.db, 'users', 'u-someone'), { uid: 'u-someone', userType: 'patient' }),
  );

  it('[ADMIN-GRANT-1] an account already signed up becomes admin; an account not granted stays out', async () => {
    await signUp(CAMILLE, false);
    await signUp(PAUL, false);
    await expect(readsOthersProfile(CAMILLE)).rejects.toMatchObject({ code: 'permission-denied' });

    const result = await grantAdmin(admin.db, ' Camille.Laurent@Exemple.fr ', NOW);

    expect(result).toEqual({
      email: CAMILLE.email,
      listed: true,
      profiles: [{ uid: CAMILLE.uid, before: 'patient', changed: true }],
    });
    const profile = (await getDocFromServer(doc(owner.db, 'users', CAMILLE.uid))).data();
    expect(profile).toMatchObject({ userType: 'admin', permissions: ['all'] });
    expect((await readsOthersProfile(CAMILLE)).data()).toMatchObject({ userType: 'patient' });
    await expect(readsOthersProfile(PAUL)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('[ADMIN-GRANT-2] granted before signing up: a verified e-mail signs up as admin', async () => {
    await grantAdmin(admin.db, CAMILLE.email, NOW);
    const created = await signUp(CAMILLE, true);
    expect(created).toMatchObject({ userType: 'admin', permissions: ['all'] });
    expect((await readsOthersProfile(CAMILLE)).exists()).toBe(true);
  });

  it('[ADMIN-GRANT-3] idempotent: a second run writes nothing and says so', async () => {
    await signUp(CAMILLE, false);
    await grantAdmin(admin.db, CAMILLE.email, NOW);
    const before = (await getDocFromServer(doc(owner.db, 'users', CAMILLE.uid))).data();

    const again = await grantAdmin(admin.db, CAMILLE.email, NOW + 60_000);

    expect(again).toEqual({
      email: CAMILLE.email,
      listed: false,
      profiles: [{ uid: CAMILLE.uid, before: 'admin', changed: false }],
    });
    expect((await getDocFromServer(doc(owner.db, 'users', CAMILLE.uid))).data()).toEqual(before);
    expect(describeGrant(again)).toEqual([
      'camille.laurent@exemple.fr est maintenant administrateur.',
      '  Liste des rôles (roleEmails/camille.laurent@exemple.fr) : déjà présent.',
      `  Profil ${CAMILLE.uid} : déjà administrateur.`,
    ]);
  });

  it('[ADMIN-GRANT-4] no account yet: the entry alone, and what happens next', async () => {
    const result = await grantAdmin(admin.db, CAMILLE.email, NOW);
    expect(result.profiles).toEqual([]);
    expect((await getDocFromServer(doc(owner.db, 'roleEmails', CAMILLE.email))).data()).toEqual({
      role: 'admin',
    });
    expect(describeGrant(result).join('\n')).toContain('il sera administrateur à son inscription');
  });

  it('[ADMIN-GRANT-5] a bad e-mail is refused before any write', async () => {
    await expect(grantAdmin(admin.db, 'camille@', NOW)).rejects.toThrow(
      new GrantError('« camille@ » n’est pas une adresse e-mail valide.'),
    );
  });
});

describe('[ADMIN-GRANT-OPTIONS] command line and environment', () => {
  const firebaseJson = { host: '127.0.0.1', port: 8080 };

  it('[ADMIN-GRANT-OPTIONS] the emulators by default, at firebase.json’s address or FIRESTORE_EMULATOR_HOST', () => {
    expect(grantOptions(['camille@exemple.fr'], {}, firebaseJson)).toEqual({
      email: 'camille@exemple.fr',
      projectId: 'demo-transport-sanitaire',
      databaseId: '(default)',
      target: { kind: 'emulators', firestoreHost: '127.0.0.1:8080' },
    });
    expect(
      grantOptions(
        ['camille@exemple.fr'],
        { FIRESTORE_EMULATOR_HOST: 'localhost:9191' },
        firebaseJson,
      ).target,
    ).toEqual({ kind: 'emulators', firestoreHost: 'localhost:9191' });
  });

  it('[ADMIN-GRANT-OPTIONS] a real project needs a service account, and takes the app’s named database', () => {
    expect(() =>
      grantOptions(['camille@exemple.fr', '--project', 'ts-prod'], {}, firebaseJson),
    ).toThrow(/Pas d’identifiants pour le projet ts-prod .*GOOGLE_APPLICATION_CREDENTIALS/);
    expect(
      grantOptions(
        ['camille@exemple.fr', '--project', 'ts-prod'],
        { GOOGLE_APPLICATION_CREDENTIALS: '/keys/sa.json', VITE_FIREBASE_DATABASE_ID: 'transport' },
        firebaseJson,
      ),
    ).toEqual({
      email: 'camille@exemple.fr',
      projectId: 'ts-prod',
      databaseId: 'transport',
      target: { kind: 'project', credentials: '/keys/sa.json' },
    });
    expect(() =>
      grantOptions(
        ['camille@exemple.fr', '--project', 'ts-prod'],
        { GOOGLE_APPLICATION_CREDENTIALS: '/k.json', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
        firebaseJson,
      ),
    ).toThrow(/FIRESTORE_EMULATOR_HOST est défini/);
  });

  it('[ADMIN-GRANT-OPTIONS] a bad e-mail, none, or an unknown option: one French line and the usage', () => {
    expect(() => grantOptions(['pas-une-adresse'], {}, firebaseJson)).toThrow(
      '« pas-une-adresse » n’est pas une adresse e-mail valide.',
    );
    expect(() => grantOptions([], {}, firebaseJson)).toThrow(/Donnez une adresse e-mail/);
    expect(() => grantOptions(['a@b.fr', '--force'], {}, firebaseJson)).toThrow(
      /Option inconnue : --force/,
    );
  });
});
