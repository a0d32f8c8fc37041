import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AuthPort, AuthUser, ProfilePort } from '@/data/ports';
import { AUTH_INIT_TIMEOUT_MS, PROFILE_LOAD_TIMEOUT_MS } from '@/domain/constants';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { errorMessage } from '@/domain/errors/service-result';
import type { Clock } from '@/domain/shared/clock';
import { normaliseRole, type UserType } from '@/domain/shared/role';
import { buildNewProfile, recordLogin } from '@/domain/user/new-profile';
import type { RoleEmailLists } from '@/domain/user/role-email-lists';
import type { User } from '@/domain/user/user';
import { PREFERENCE_KEYS, readPreference, writePreference } from '@/services/local-preferences';
import { basicProfileFor } from './basic-profile';
import { SessionContext, type Session, type SignUpInput } from './session-context';
import { withTimeout } from './with-timeout';

export interface AuthProviderProps {
  auth: AuthPort;
  profiles: ProfilePort;
  roleEmails: RoleEmailLists;
  clock: Clock;
  timeouts?: { authInitMs?: number; profileLoadMs?: number };
  children: ReactNode;
}

/** Signs users in and out and keeps their profile at hand (spec §7 Authentication, §8 timeouts). */
export function AuthProvider({
  auth,
  profiles,
  roleEmails,
  clock,
  timeouts,
  children,
}: AuthProviderProps) {
  const authInitMs = timeouts?.authInitMs ?? AUTH_INIT_TIMEOUT_MS;
  const profileLoadMs = timeouts?.profileLoadMs ?? PROFILE_LOAD_TIMEOUT_MS;
  const [initializing, setInitializing] = useState(true);
  const [user, setUser] = useState<AuthUser | null>(null);
  const [profile, setProfile] = useState<User | null>(null);
  const [profileLoading, setProfileLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [initError, setInitError] = useState<string | null>(null);
  const [selectedRole, setSelectedRole] = useState<UserType | null>(() =>
    normaliseRole(readPreference(PREFERENCE_KEYS.selectedProfile)),
  );
  // A sign-up writes the profile itself; the auth listener must not race it with a "no profile" answer.
  const creatingFor = useRef<string | null>(null);

  const loadProfile = useCallback(
    async (next: AuthUser) => {
      setProfileLoading(true);
      try {
        const loaded = await withTimeout(
          profiles.load(next),
          profileLoadMs,
          ERRORS.profileLoadTimeout,
        );
        setProfile(loaded);
      } catch (cause) {
        console.warn(errorMessage(cause));
        setProfile(basicProfileFor(next, roleEmails, clock.now()));
      } finally {
        setProfileLoading(false);
      }
    },
    [profiles, profileLoadMs, roleEmails, clock],
  );

  useEffect(() => {
    // Spec §8: if the auth service says nothing within 10 s, the app goes on without authentication.
    const initTimer = setTimeout(() => setInitializing(false), authInitMs);
    const unsubscribe = auth.onAuthStateChanged(
      (next) => {
        clearTimeout(initTimer);
        setUser(next);
        setInitializing(false);
        if (!next) setProfile(null);
        else if (creatingFor.current !== next.uid) void loadProfile(next);
      },
      (failure) => {
        clearTimeout(initTimer);
        setInitializing(false);
        setInitError(errorMessage(failure));
      },
    );
    return () => {
      clearTimeout(initTimer);
      unsubscribe();
    };
  }, [auth, authInitMs, loadProfile]);

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setError(null);
    try {
      return await action();
    } catch (cause) {
      setError(errorMessage(cause));
      throw cause;
    }
  }, []);

  const countLogin = useCallback(
    async (signedIn: AuthUser) => {
      const existing = await profiles.load(signedIn);
      if (existing)
        setProfile(await profiles.merge(signedIn.uid, recordLogin(existing, clock.now())));
      return existing;
    },
    [profiles, clock],
  );

  const createProfile = useCallback(
    async (created: AuthUser, input: Pick<SignUpInput, 'displayName' | 'requestedRole'>) => {
      const built = buildNewProfile({
        uid: created.uid,
        email: created.email,
        displayName: input.displayName ?? created.displayName,
        requestedRole: input.requestedRole,
        now: clock.now(),
        lists: roleEmails,
      });
      if (!built.ok) throw new Error(built.error);
      setProfile(await profiles.create(built.profile));
    },
    [profiles, clock, roleEmails],
  );

  const session = useMemo<Session>(() => {
    const isAdmin = profile?.userType === 'admin';
    return {
      initializing,
      user,
      profile,
      profileLoading,
      error,
      initError,
      effectiveRole: isAdmin ? (selectedRole ?? 'admin') : (profile?.userType ?? null),
      signIn: (email, password) =>
        run(async () => {
          await countLogin(await auth.signIn(email, password));
        }),
      signUp: (input) =>
        run(async () => {
          creatingFor.current = null;
          const created = await auth.signUp(input.email, input.password, input.displayName);
          creatingFor.current = created.uid;
          try {
            await createProfile(created, input);
          } finally {
            creatingFor.current = null;
          }
        }),
      signInWithGoogle: () =>
        run(async () => {
          const signedIn = await auth.signInWithGoogle();
          if (!(await countLogin(signedIn))) await createProfile(signedIn, {});
        }),
      signOut: () =>
        run(async () => {
          try {
            await auth.signOut();
          } catch (cause) {
            console.error('Échec de la déconnexion', cause);
            throw cause;
          }
        }),
      updateProfile: async (changes) => {
        if (!user) return;
        setProfile(await profiles.merge(user.uid, changes));
      },
      impersonate: (role) => {
        if (!isAdmin) return;
        writePreference(PREFERENCE_KEYS.selectedProfile, role);
        setSelectedRole(role);
      },
      clearError: () => setError(null),
    };
  }, [
    initializing,
    user,
    profile,
    profileLoading,
    error,
    initError,
    selectedRole,
    auth,
    profiles,
    run,
    countLogin,
    createProfile,
  ]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
