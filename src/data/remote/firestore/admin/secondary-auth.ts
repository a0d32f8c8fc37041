import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signOut,
  updateProfile,
} from 'firebase/auth';

/**
 * Creates a Firebase Auth account from the admin's browser without signing the admin out: the account is
 * created (and thereby signed in) on a secondary app instance « admin-create », which is then signed out and
 * deleted; the admin's own app and session are never touched.
 */
export function secondaryAuthCreator(
  primary: FirebaseApp,
  authEmulatorUrl: string | null,
): (input: { email: string; password: string; displayName: string }) => Promise<string> {
  return async ({ email, password, displayName }) => {
    const app = initializeApp(primary.options, `admin-create-${Date.now()}`);
    try {
      const auth = getAuth(app);
      if (authEmulatorUrl) connectAuthEmulator(auth, authEmulatorUrl, { disableWarnings: true });
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      if (displayName.trim()) await updateProfile(user, { displayName: displayName.trim() });
      await signOut(auth);
      return user.uid;
    } finally {
      await deleteApp(app);
    }
  };
}
