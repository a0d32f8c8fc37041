import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInAnonymously,
} from 'firebase/auth';
import type { EmulatorConfig } from '@/config/env';
import { emulatorUrl, type AuthPersistence } from './emulator-url';

/**
 * Issue 21: a signed-out visitor files a contact message under a Firebase anonymous account, so the rules can hold
 * each account to its quota. It lives in an app of its own (`contactApp`): the session's app never sees it, and a
 * visitor who signs in later keeps one session only. Kept across reloads, so a resend finds its own message.
 */
export function anonymousSender(
  app: FirebaseApp,
  emulators: Pick<EmulatorConfig, 'host' | 'authPort'> | null,
  persistence: AuthPersistence = 'local',
): () => Promise<string> {
  const auth = initializeAuth(app, {
    persistence: persistence === 'memory' ? inMemoryPersistence : browserLocalPersistence,
  });
  if (emulators) connectAuthEmulator(auth, emulatorUrl(emulators), { disableWarnings: true });
  return async () => {
    await auth.authStateReady();
    return (auth.currentUser ?? (await signInAnonymously(auth)).user).uid;
  };
}
