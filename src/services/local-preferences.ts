import type { FIRST_SCREEN_KEY } from '@/config/first-screen';
import { SESSION_HINT_KEY } from '@/config/session-preload';

/**
 * Small device-local settings (return target after sign-in, admin's selected profile). One place touches
 * localStorage, and it never throws: private browsing or a full disk must not break navigation.
 */
export const PREFERENCE_KEYS = {
  returnTo: 'transport-sanitaire:returnTo',
  selectedProfile: 'transport-sanitaire:selectedProfile',
  largeText: 'transport-sanitaire:largeText',
  pendingProfile: 'transport-sanitaire:pendingProfile',
  /** « Someone was signed in here »: the public shell loads the session at start (app/session). */
  sessionHint: SESSION_HINT_KEY,
  /** Contact messages written offline, sent when the network returns (features/public/contact). */
  contactOutbox: 'transport-sanitaire:contactOutbox',
} as const;
/**
 * Also the stored first screen (services/first-screen), a key of its own: the shell never reads it (the page's
 * inline script does), so its name stays out of the shell's first load.
 */
export type PreferenceKey =
  (typeof PREFERENCE_KEYS)[keyof typeof PREFERENCE_KEYS] | typeof FIRST_SCREEN_KEY;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readPreference(key: PreferenceKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writePreference(key: PreferenceKey, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Not persisted: the value only lives for this page view, which is acceptable for these settings.
  }
}
