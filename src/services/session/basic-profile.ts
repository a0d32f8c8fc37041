import type { AuthUser } from '@/data/ports';
import { buildNewProfile } from '@/domain/user/new-profile';
import { listedRole, type RoleEmailLists } from '@/domain/user/role-email-lists';
import { parseUser, type User } from '@/domain/user/user';

/**
 * Spec §8: when the profile cannot be loaded in time, an account on a role list still gets a basic profile
 * of that role (so an admin is never locked out by a slow network); anyone else has no profile.
 */
export function basicProfileFor(user: AuthUser, lists: RoleEmailLists, now: number): User | null {
  const role = listedRole(user.email, lists);
  if (!role) return null;
  const built = buildNewProfile({
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    requestedRole: role,
    now,
    lists,
  });
  if (!built.ok) return null;
  const parsed = parseUser(user.uid, built.profile);
  return parsed.ok ? parsed.value : null;
}
