import { createContext, useContext } from 'react';
import type { AuthUser } from '@/data/ports';
import { ERRORS } from '@/domain/errors/error-catalogue';
import type { UserType } from '@/domain/shared/role';
import type { User } from '@/domain/user/user';

export interface SignUpInput {
  email: string;
  password: string;
  displayName?: string;
  requestedRole?: UserType;
}

export interface Session {
  /** True until the auth service answered (or its 10 s init timeout passed). */
  initializing: boolean;
  user: AuthUser | null;
  profile: User | null;
  profileLoading: boolean;
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
  /** Admin only: view the app as another role (remembered on this device). */
  impersonate(role: UserType): void;
  clearError(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useAuth(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error(ERRORS.useAuthOutsideProvider);
  return session;
}

/** The session when one is running, else null: public pages render without one (the shell loads it on demand). */
export function useOptionalAuth(): Session | null {
  return useContext(SessionContext);
}
