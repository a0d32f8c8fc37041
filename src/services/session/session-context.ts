import { createContext, useContext } from 'react';
import type { AuthUser } from '@/data/ports';
import { USE_AUTH_OUTSIDE_PROVIDER } from '@/domain/errors/developer-errors';
import type { UserType } from '@/domain/shared/role';
import type { User } from '@/domain/user/user';

export interface SignUpInput {
  email: string;
  password: string;
  displayName?: string;
  requestedRole?: UserType;
}

/**
 * Where the signed-in user's profile stands. A signed-in user is always in one of the last four:
 * - `loading`: being read (or created, at sign-up);
 * - `ready`: `profile` is set;
 * - `missing`: signed in without a profile — none is stored, or its creation was refused or failed;
 * - `unreachable`: the profile could not be read (server refusal, no network and no copy on the device, 5 s
 *   timeout).
 * The last two never redirect: the private routes and /auth show `profileProblem` with « Réessayer » and
 * « Se déconnecter » instead (a redirect there is what looped between /dashboard and /auth).
 */
export type ProfileStatus = 'signed-out' | 'loading' | 'ready' | 'missing' | 'unreachable';

export interface Session {
  /** True until the auth service answered (or its 10 s init timeout passed). */
  initializing: boolean;
  user: AuthUser | null;
  profile: User | null;
  /** Same as `profileStatus === 'loading'`. */
  profileLoading: boolean;
  profileStatus: ProfileStatus;
  /** In French, when the status is `missing` or `unreachable`: « Votre profil n’a pas pu être … : cause ». */
  profileProblem: string | null;
  /**
   * Reads the profile again, and creates it when none is stored (with what the sign-up asked for, when this
   * device remembers it). Never throws: the outcome is the new status. No page reload.
   */
  retryProfile(): Promise<void>;
  /** The last sign-in, sign-up or sign-out failure, in French. */
  error: string | null;
  /** A failure of the auth service itself while restoring the session (shown by the private-route guard). */
  initError: string | null;
  /** Role used for navigation: the admin's selected profile while impersonating, else the profile's. */
  effectiveRole: UserType | null;
  signIn(email: string, password: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
  /** Merge-writes profile fields (e.g. a started trial) and keeps the session's copy in step. */
  updateProfile(changes: Record<string, unknown>): Promise<void>;
  /**
   * The device's copy of the signed-in user's profile changed (a setting saved offline, a synced change): the
   * session shows it. Ignored for another user.
   */
  adoptProfile(profile: User): void;
  /** Admin only: view the app as another role (remembered on this device). */
  impersonate(role: UserType): void;
  clearError(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useAuth(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return session;
}

/** The session when one is running, else null: public pages render without one (the shell loads it on demand). */
export function useOptionalAuth(): Session | null {
  return useContext(SessionContext);
}
