import type { AuthUser } from '@/data/ports';
import type { User } from '@/domain/user/user';
import { userDisplayName } from '@/domain/user/user-names';

/**
 * The name the signed-in user signs transport histories with: the profile's displayName, else « Prénom Nom »,
 * else the e-mail (the profile's, or the account's when the profile has none). Undefined when nothing names them.
 */
export function viewerName(user: AuthUser | null, profile: User | null): string | undefined {
  const name = userDisplayName({
    displayName: profile?.displayName,
    firstName: profile?.firstName,
    lastName: profile?.lastName,
    email: profile?.email || user?.email,
  });
  return name ?? undefined;
}
