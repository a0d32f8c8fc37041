import { normaliseRole, type UserType } from '@/domain/shared/role';
import { PREFERENCE_KEYS, readPreference, writePreference } from '@/services/local-preferences';

/** What a profile creation needs beyond the account: what the sign-up form asked for. */
export interface ProfileRequest {
  displayName?: string | null;
  requestedRole?: UserType;
}

/**
 * A profile creation that has not succeeded yet, remembered on the device for its account: « Réessayer », a
 * later sign-in or the next start then creates the profile the sign-up asked for (its role above all), not a
 * default one. Forgotten once the profile exists.
 */
export function rememberProfileRequest(uid: string, request: ProfileRequest): void {
  const stored = { uid, displayName: request.displayName ?? null, role: request.requestedRole };
  writePreference(PREFERENCE_KEYS.pendingProfile, JSON.stringify(stored));
}

export function profileRequestFor(uid: string): ProfileRequest | null {
  const raw = readPreference(PREFERENCE_KEYS.pendingProfile);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const { uid: owner, displayName, role } = stored as Record<string, unknown>;
    if (owner !== uid) return null;
    return {
      displayName: typeof displayName === 'string' ? displayName : null,
      requestedRole: normaliseRole(role) ?? undefined,
    };
  } catch {
    return null;
  }
}

export function forgetProfileRequest(uid: string): void {
  if (profileRequestFor(uid)) writePreference(PREFERENCE_KEYS.pendingProfile, null);
}
