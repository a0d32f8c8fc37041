import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getAuth,
  inMemoryPersistence,
  initializeAuth,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import type { EmulatorConfig } from '@/config/env';
import type { AuthPort } from '@/data/ports';
import { authErrorCode } from '@/domain/errors/auth-error-message';
import { AuthError, toAuthError, withAuthErrors } from './auth-error';
import { toAuthUser } from './auth-user';
import { emulatorUrl, type AuthPersistence } from './emulator-url';
import { createGoogleProvider } from './google-provider';

export type { AuthPersistence };
export { emulatorUrl };

export interface FirebaseAuthAdapterOptions {
  app: FirebaseApp;
  /** Only the Auth emulator's address is read; the full EmulatorConfig fits. */
  emulators: Pick<EmulatorConfig, 'host' | 'authPort'> | null;
  /** 'local' (default): the session survives reloads and offline restarts. 'memory': Node tests. */
  persistence?: AuthPersistence;
}

/** AuthPort over Firebase Auth. Every failure leaves as an AuthError carrying a French message. */
export function createFirebaseAuthAdapter(options: FirebaseAuthAdapterOptions): AuthPort {
  const auth = openAuth(options);
  /** The signed-in user re-authenticated with their password: the service asks for a recent sign-in. */
  const reauthenticated = async (currentPassword: string): Promise<FirebaseUser> => {
    const user = auth.currentUser;
    if (!user?.email) throw new AuthError('auth/no-current-user', 'Vous n’êtes pas connecté.');
    await reauthenticateWithCredential(
      user,
      EmailAuthProvider.credential(user.email, currentPassword),
    );
    return user;
  };

  return {
    kind: 'firebase',

    onAuthStateChanged(listener, onError) {
      return onAuthStateChanged(
        auth,
        (user) => listener(user ? toAuthUser(user) : null),
        (error) => onError?.(toAuthError(error)),
      );
    },

    signIn: (email, password) =>
      withAuthErrors(async () => {
        const { user } = await signInWithEmailAndPassword(auth, email, password);
        return toAuthUser(user);
      }),

    signUp: (email, password, displayName) =>
      withAuthErrors(async () => {
        const { user } = await createUserWithEmailAndPassword(auth, email, password);
        const name = displayName?.trim();
        // The account exists (and is signed in) before the name is saved: if this second call fails, the
        // caller gets the error while the account stays usable, and the name can be set again later.
        if (name) await updateProfile(user, { displayName: name });
        // Issue 20: joining an organisation needs a verified address. A failed send does not undo the account:
        // the waiting screen offers « Renvoyer l’e-mail ».
        await sendEmailVerification(user).catch((error: unknown) =>
          console.warn('E-mail de vérification non envoyé', error),
        );
        return toAuthUser(user);
      }),

    signInWithGoogle: () =>
      withAuthErrors(async () => {
        // The resolver is given here rather than to initializeAuth: in Node it is a stub that would break
        // initialisation, while a popup is only ever opened from a browser.
        const { user } = await signInWithPopup(
          auth,
          createGoogleProvider(),
          browserPopupRedirectResolver,
        );
        return toAuthUser(user);
      }),

    signOut: () => withAuthErrors(() => signOut(auth)),

    sendVerificationEmail: () =>
      withAuthErrors(async () => {
        const user = auth.currentUser;
        if (!user) throw new AuthError('auth/no-current-user', 'Vous n’êtes pas connecté.');
        await sendEmailVerification(user);
      }),

    checkEmailVerified: () =>
      withAuthErrors(async () => {
        const user = auth.currentUser;
        if (!user) return false;
        // The user object keeps the state of its last sign-in until reloaded; the rules read the ID token's
        // email_verified claim, which only a refreshed token carries.
        await reload(user);
        if (user.emailVerified) await user.getIdToken(true);
        return user.emailVerified;
      }),

    changePassword: (currentPassword, newPassword) =>
      withAuthErrors(async () => {
        const user = await reauthenticated(currentPassword);
        await updatePassword(user, newPassword);
      }),

    reauthenticate: (currentPassword) =>
      withAuthErrors(async () => {
        const user = await reauthenticated(currentPassword);
        // Forced: the token must carry the new sign-in time.
        return Date.parse((await user.getIdTokenResult(true)).authTime);
      }),

    sessionStartedAt: async () => {
      const user = auth.currentUser;
      if (!user) return null;
      const time = await user
        .getIdTokenResult()
        .then((token) => Date.parse(token.authTime))
        .catch(() => Number.NaN);
      return Number.isFinite(time) ? time : null;
    },
  };
}

function openAuth({ app, emulators, persistence = 'local' }: FirebaseAuthAdapterOptions): Auth {
  try {
    const auth = initializeOnce(app, persistence);
    // Firebase's own e-mails and the Google popup follow the phone's language (French for our users).
    auth.useDeviceLanguage();
    if (emulators) {
      // Idempotent for the same URL, so a second adapter on the same app is fine.
      connectAuthEmulator(auth, emulatorUrl(emulators), { disableWarnings: true });
    }
    return auth;
  } catch (error) {
    throw toAuthError(error);
  }
}

function initializeOnce(app: FirebaseApp, persistence: AuthPersistence): Auth {
  const persistenceImpl = persistence === 'memory' ? inMemoryPersistence : browserLocalPersistence;
  try {
    // initializeAuth (not getAuth) so the bundle carries only the persistence we use.
    return initializeAuth(app, { persistence: persistenceImpl });
  } catch (error) {
    // Auth was already set up for this app with other options (getAuth elsewhere): one instance per app.
    if (authErrorCode(error) === 'auth/already-initialized') return getAuth(app);
    throw error;
  }
}
