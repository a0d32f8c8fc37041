// @vitest-environment node
// Against the REAL Firebase Auth emulator (started around Vitest by `npm run test:unit`), not a mock.
import type { FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthPort } from '@/data/ports';
import { AuthError } from '@/data/remote/auth/auth-error';
import { createFirebaseAuthAdapter } from '@/data/remote/auth/firebase-auth-adapter';
import {
  authEmulatorFromEnv,
  deleteTestApps,
  EMULATOR_PROJECT_ID,
  newTestApp,
  nextAuthState,
  uniqueEmail,
} from './auth-emulator';

const PASSWORD = 'motdepasse-solide-42';

const apps: FirebaseApp[] = [];

afterEach(() => deleteTestApps(apps));

/**
 * A fresh adapter on its own app, as a new device would have. Outside the emulator this throws, so every
 * test of the file fails with a message saying how to run it (a hook failure would report them skipped).
 */
function newAdapter(): AuthPort {
  const emulators = authEmulatorFromEnv();
  const app = newTestApp();
  apps.push(app);
  return createFirebaseAuthAdapter({ app, emulators, persistence: 'memory' });
}

async function authErrorOf(call: Promise<unknown>): Promise<AuthError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AuthError);
  return error as AuthError;
}

/** The verification links the Auth emulator recorded for this address (REST, emulator only). */
async function verificationLinks(email: string): Promise<string[]> {
  const { host, authPort } = authEmulatorFromEnv();
  const response = await fetch(
    `http://${host}:${authPort}/emulator/v1/projects/${EMULATOR_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  return oobCodes
    .filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email === email)
    .map((code) => code.oobLink);
}

describe('[AUTH-VERIFY] issue 20: the address is verified before joining or founding an organisation', () => {
  it('[AUTH-VERIFY] sign-up sends the verification e-mail; the link followed, checkEmailVerified says so', async () => {
    const email = uniqueEmail('verification');
    const auth = newAdapter();
    await auth.signUp(email, PASSWORD, 'Karim Haddad');
    expect(await verificationLinks(email)).toHaveLength(1);
    expect(await auth.checkEmailVerified()).toBe(false);

    await auth.sendVerificationEmail();
    const links = await verificationLinks(email);
    expect(links).toHaveLength(2);
    // Followed as its owner would: the emulator's page applies the code.
    expect((await fetch(links.at(-1)!)).ok).toBe(true);
    expect(await auth.checkEmailVerified()).toBe(true);
  });
});

describe('Firebase auth adapter against the Auth emulator', () => {
  it('[AUTH1] sign-up creates the account and saves the display name', async () => {
    const email = uniqueEmail('inscription');
    const created = await newAdapter().signUp(email, PASSWORD, 'Ambulances du Lac');

    expect(created.uid).toMatch(/\S/);
    expect(created).toEqual({ uid: created.uid, email, displayName: 'Ambulances du Lac' });

    // Read back from another "device": the name is stored by the server, not only on the local object.
    const again = await newAdapter().signIn(email, PASSWORD);
    expect(again).toEqual(created);
  });

  it('[AUTH1] sign-up without a display name leaves it empty', async () => {
    const email = uniqueEmail('sans-nom');
    const created = await newAdapter().signUp(email, PASSWORD);
    expect(created).toEqual({ uid: created.uid, email, displayName: null });
  });

  it('[AUTH2] sign-in with the right password returns the same user', async () => {
    const email = uniqueEmail('connexion');
    const { uid } = await newAdapter().signUp(email, PASSWORD, 'Clinique Saint-Jean');

    const user = await newAdapter().signIn(email, PASSWORD);
    expect(user).toEqual({ uid, email, displayName: 'Clinique Saint-Jean' });
  });

  it('[AUTH3] a wrong password fails with the French message', async () => {
    const email = uniqueEmail('mauvais-mdp');
    await newAdapter().signUp(email, PASSWORD);

    const error = await authErrorOf(newAdapter().signIn(email, 'pas-le-bon-mot-de-passe'));
    expect(error.code).toBe('auth/wrong-password');
    expect(error.message).toBe('Mot de passe incorrect.');
    expect(error.cause).toMatchObject({ code: 'auth/wrong-password' });
  });

  it('[AUTH4] an unknown e-mail fails with the French message', async () => {
    const error = await authErrorOf(newAdapter().signIn(uniqueEmail('inconnu'), PASSWORD));
    expect(error.code).toBe('auth/user-not-found');
    expect(error.message).toBe('Aucun compte ne correspond à cette adresse e-mail.');
  });

  it('[AUTH5] signing up with an e-mail already used fails with the French message', async () => {
    const email = uniqueEmail('doublon');
    await newAdapter().signUp(email, PASSWORD);

    const error = await authErrorOf(newAdapter().signUp(email, PASSWORD, 'Autre société'));
    expect(error.code).toBe('auth/email-already-in-use');
    expect(error.message).toBe('Cette adresse e-mail est déjà utilisée par un autre compte.');
  });

  it('[AUTH6] a weak password fails with the French message and creates nothing', async () => {
    const email = uniqueEmail('faible');
    const error = await authErrorOf(newAdapter().signUp(email, '123'));
    expect(error.code).toBe('auth/weak-password');
    expect(error.message).toBe('Le mot de passe doit contenir au moins 6 caractères.');

    const lookup = await authErrorOf(newAdapter().signIn(email, '123'));
    expect(lookup.code).toBe('auth/user-not-found');
  });

  it('[AUTH7] after sign-out the listener reports no user', async () => {
    const adapter = newAdapter();
    const { uid } = await adapter.signUp(uniqueEmail('deconnexion'), PASSWORD);
    await expect(nextAuthState(adapter, (user) => user?.uid === uid)).resolves.not.toBeNull();

    const signedOut = nextAuthState(adapter, (user) => user === null);
    await adapter.signOut();
    await expect(signedOut).resolves.toBeNull();
  });

  it('[AUTH8] the auth state listener reports the signed-in user', async () => {
    const email = uniqueEmail('ecoute');
    const { uid } = await newAdapter().signUp(email, PASSWORD, 'Taxi Martin');

    const adapter = newAdapter();
    // A new device starts signed out (in-memory persistence), then sees the user once signed in.
    await expect(nextAuthState(adapter, () => true)).resolves.toBeNull();
    const signedIn = nextAuthState(adapter, (user) => user !== null);
    await adapter.signIn(email, PASSWORD);
    await expect(signedIn).resolves.toEqual({ uid, email, displayName: 'Taxi Martin' });
  });

  it('[AUTH9] an invalid e-mail is refused with the French message', async () => {
    const error = await authErrorOf(newAdapter().signIn('pas-une-adresse', PASSWORD));
    expect(error.code).toBe('auth/invalid-email');
    expect(error.message).toBe('L’adresse e-mail n’est pas valide.');
  });
});
