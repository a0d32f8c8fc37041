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
