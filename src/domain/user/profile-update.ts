import { stripUndefined } from '@/domain/user/strip-undefined';
import { listedRole, type RoleEmailLists } from '@/domain/user/role-email-lists';

export interface ProfileUpdateContext {
  /** Whether the person making the change is an admin (an admin editing any profile). */
  isAdmin: boolean;
  /** E-mail of the profile being changed. */
  email: string | null | undefined;
  lists: RoleEmailLists;
}

/**
 * Makes a profile update safe to write (spec §5): for non-admins, accounts on a role list keep their
 * forced role, so any userType change is dropped. Beyond the spec, a non-admin can never grant
 * themselves admin either. Undefined values are stripped.
 */
export function sanitizeProfileUpdate<T extends Record<string, unknown>>(
  update: T,
  { isAdmin, email, lists }: ProfileUpdateContext,
): Partial<T> {
  const clean = stripUndefined(update);
  if (isAdmin || !('userType' in clean)) return clean;
  if (listedRole(email, lists) === null && clean.userType !== 'admin') return clean;
  const { userType: _dropped, ...rest } = clean;
  return rest as Partial<T>;
}

/**
 * Fields a user may never change on their own profile (role, organisation, permissions, active, subscription, and
 * the identity fields). The Firestore rules refuse the same keys (validSelfUpdate); a trial start is the one
 * subscription write a user makes, through its own path (startTrial), never through the settings page.
 */
export const USER_LOCKED_FIELDS = [
  'uid',
  'email',
  'userType',
  'orga_id',
  'permissions',
  'isActive',
  'subscription',
  'createdBy',
  'createdAt',
] as const;

/** What the settings page lets a user edit on their profile. */
export const EDITABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'phoneNumber',
  'address',
  'company_name',
  'preferences',
  'organisationSettings',
] as const;

export type SelfUpdateCheck =
  { ok: true; changes: Record<string, unknown> } | { ok: false; error: string; fields: string[] };

/**
 * A user's own profile change, as the backends judge it: any locked field refuses the whole change (in French,
 * naming them), so nothing is half-written; otherwise the change with undefined values stripped.
 */
export function checkSelfProfileUpdate(changes: Record<string, unknown>): SelfUpdateCheck {
  const clean = stripUndefined(changes);
  const locked: readonly string[] = USER_LOCKED_FIELDS;
  const fields = Object.keys(clean).filter((key) => locked.includes(key));
  if (fields.length > 0) {
    return {
      ok: false,
      fields,
      error: `Vous ne pouvez pas modifier vous-même : ${fields.join(', ')}.`,
    };
  }
  return { ok: true, changes: clean };
}
