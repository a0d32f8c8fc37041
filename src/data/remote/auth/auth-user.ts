import type { User } from 'firebase/auth';
import type { AuthUser } from '@/data/ports';

/**
 * The port's view of a Firebase user. Every sign-in method the app offers (e-mail, Google) yields an e-mail,
 * so a missing one (another provider added in the console) becomes '' rather than widening the port's type.
 */
export function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email ?? '', displayName: user.displayName };
}
