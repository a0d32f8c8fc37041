import { PREFERENCE_KEYS, readPreference, writePreference } from '@/services/local-preferences';

/**
 * A flag, never an identity: « someone was signed in on this device ». At start it tells the shell to load the
 * session right away on a public page too, so the header soon reads « Mon compte ».
 */
export function wasSignedIn(): boolean {
  return readPreference(PREFERENCE_KEYS.sessionHint) === '1';
}

export function rememberSignedIn(signedIn: boolean): void {
  writePreference(PREFERENCE_KEYS.sessionHint, signedIn ? '1' : null);
}
