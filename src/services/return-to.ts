import { PATHS } from '@/config/paths';
import { PREFERENCE_KEYS, readPreference, writePreference } from '@/services/local-preferences';

/** Only same-app paths may be return targets: an open redirect to another site would be a phishing aid. */
export function isSafeReturnTarget(target: string | null | undefined): target is string {
  return (
    !!target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith(PATHS.auth)
  );
}

// Set by an explicit sign-out, until the next sign-in: the page the previous user was on is not a return target.
let signedOutOnPurpose = false;

/**
 * An explicit sign-out: forget the stored target, and send the guards' redirect to a bare /auth — whoever
 * signs in next starts from their own dashboard, not from the previous user's page.
 */
export function forgetReturnTarget(): void {
  signedOutOnPurpose = true;
  writePreference(PREFERENCE_KEYS.returnTo, null);
}

/** Spec §2: the original path and query are stored locally and passed as returnTo (not after a sign-out). */
export function authUrlFor(pathAndQuery: string): string {
  if (signedOutOnPurpose) return PATHS.auth;
  writePreference(PREFERENCE_KEYS.returnTo, pathAndQuery);
  const query = new URLSearchParams({ mode: 'login', returnTo: pathAndQuery });
  return `${PATHS.auth}?${query.toString()}`;
}

/** Where to go after sign-in: the query's returnTo, else the stored one, else the dashboard. Clears it. */
export function consumeReturnTarget(fromQuery: string | null): string {
  signedOutOnPurpose = false;
  const stored = readPreference(PREFERENCE_KEYS.returnTo);
  writePreference(PREFERENCE_KEYS.returnTo, null);
  if (isSafeReturnTarget(fromQuery)) return fromQuery;
  if (isSafeReturnTarget(stored)) return stored;
  return PATHS.dashboard;
}
