// @vitest-environment node
// Against the REAL Firebase Auth emulator (run through `npm run test:unit -- tests/data/remote/auth/password-change`).
import type { FirebaseApp } from 'firebase/app';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthPort } from '@/data/ports';
import { AuthError } from '@/data/remote/auth/auth-error';
import { createFirebaseAuthAdapter } from '@/data/remote/auth/firebase-auth-adapter';
import { PASSWORD_MESSAGES, passwordChangeErrorMessage } from '@/domain/user/password-change';
import { isSessionRevoked } from '@/domain/user/session-revocation';
import { authEmulatorFromEnv, deleteTestApps, newTestApp, uniqueEmail } from './auth-emulator';

const PASSWORD = 'motdepasse-solide-42';
const NEW_PASSWORD = 'nouveau-solide-43';
const apps: FirebaseApp[] = [];

afterEach(() => deleteTestApps(apps));

/** A fresh adapter on its own app: one device. */
function device(): AuthPort {
  const app = newTestApp();
  apps.push(app);
  return createFirebaseAuthAdapter({
    app,
    emulators: authEmulatorFromEnv(),
    persistence: 'memory',
  });
}

async function codeOf(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AuthError);
  return (error as AuthError).code;
}

describe('[SEC] security in Firebase mode, against the Auth emulator', () => {
  it('[SEC1] the password changes after re-authentication: the new one signs in, the old one no longer', async () => {
    const email = uniqueEmail('changement');
    const phone = device();
    await phone.signUp(email, PASSWORD);

    await phone.changePassword!(PASSWORD, NEW_PASSWORD);

    await expect(device().signIn(email, NEW_PASSWORD)).resolves.toMatchObject({ email });
    const old = await codeOf(device().signIn(email, PASSWORD));
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain(old);
  });

  it('[SEC2] a wrong current password: refused, said in French as such, the password unchanged', async () => {
    const email = uniqueEmail('mauvais');
    const phone = device();
    await phone.signUp(email, PASSWORD);

    const code = await codeOf(phone.changePassword!('pas-le-bon', NEW_PASSWORD));

    expect(passwordChangeErrorMessage(code)).toBe('Mot de passe actuel incorrect.');
    await expect(device().signIn(email, PASSWORD)).resolves.toMatchObject({ email });
  });

  it('[SEC3] a weak new password: refused by the service, said in French', async () => {
    const email = uniqueEmail('faible');
    const phone = device();
    await phone.signUp(email, PASSWORD);

    const code = await codeOf(phone.changePassword!(PASSWORD, '123'));

    expect(code).toBe('auth/weak-password');
    expect(passwordChangeErrorMessage(code)).toBe(PASSWORD_MESSAGES.weak);
  });

  it('[SEC4] « other devices »: the asking session’s new sign-in time revokes an older session, not itself', async () => {
    const email = uniqueEmail('appareils');
    const laptop = device();
    await laptop.signUp(email, PASSWORD);
    const phone = device();
    await phone.signIn(email, PASSWORD);
    const laptopStarted = await laptop.sessionStartedAt!();
    expect(laptopStarted).toEqual(expect.any(Number));
    // auth_time has a one-second resolution: the re-authentication must fall in a later second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const revokedAt = await phone.reauthenticate!(PASSWORD);

    expect(revokedAt).toBeGreaterThan(laptopStarted!);
    expect(await phone.sessionStartedAt!()).toBe(revokedAt);
    expect(isSessionRevoked(await laptop.sessionStartedAt!(), revokedAt)).toBe(true);
    expect(isSessionRevoked(await phone.sessionStartedAt!(), revokedAt)).toBe(false);
  });

  it('[SEC5] re-authenticating with a wrong password fails with the service’s code', async () => {
    const email = uniqueEmail('reauth');
    const phone = device();
    await phone.signUp(email, PASSWORD);
    const code = await codeOf(phone.reauthenticate!('pas-le-bon'));
    expect(passwordChangeErrorMessage(code)).toBe('Mot de passe actuel incorrect.');
  });
});
