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
import { markTiming } from '@/services/timing-mark';
import { basicProfileFor } from './basic-profile';
import {
  forgetProfileRequest,
  profileRequestFor,
  rememberProfileRequest,
  type ProfileRequest,
} from './pending-profile';
import { NO_STORED_PROFILE, profileFailureCause, profileProblemText } from './profile-problem';
import { SessionContext, type ProfileStatus, type Session } from './session-context';
import { useLiveProfile } from './use-live-profile';
import { withTimeout } from './with-timeout';

export interface AuthProviderProps {
  auth: AuthPort;
  profiles: ProfilePort;
  roleEmails: RoleEmailLists;
  clock: Clock;
  timeouts?: { authInitMs?: number; profileLoadMs?: number };
  children: ReactNode;
}

type ProfileState =
  | { status: 'signed-out' | 'loading' }
  | { status: 'ready'; profile: User }
  | { status: 'missing' | 'unreachable'; problem: string };

/** How to settle a signed-in user's profile. */
interface ProfilePlan {
  /** A brand-new account: nothing to read, the profile is written at once. */
  fresh?: boolean;
  /** A sign-in by the user (not a restored session): one more login is recorded. */
  countLogin?: boolean;
  /** Creates the profile when none is stored; null: the user is reported without a profile. */
  create: ProfileRequest | null;
}

const SIGNED_OUT: ProfileState = { status: 'signed-out' };
const LOADING: ProfileState = { status: 'loading' };
const LOGIN_NOT_RECORDED = 'Connexion non comptée dans le profil';

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
  const [state, setState] = useState<ProfileState>(SIGNED_OUT);
  const [error, setError] = useState<string | null>(null);
  const [initError, setInitError] = useState<string | null>(null);
  const [selectedRole, setSelectedRole] = useState<UserType | null>(() =>
    normaliseRole(readPreference(PREFERENCE_KEYS.selectedProfile)),
  );
  // Only the latest settling may write the state: a slow answer for a previous attempt (or a previous user)
  // never overwrites a newer one.
  const generation = useRef(0);
  // The account whose profile is settled (or settling): the auth listener does not start a second load for it.
  const settledUid = useRef<string | null>(null);
  // A sign-in or sign-up settles the profile itself; the auth listener must not race it.
  const flowActive = useRef(false);

  const countLogin = useCallback(
    async (signedIn: AuthUser, existing: User) => {
      try {
        return await profiles.merge(signedIn.uid, recordLogin(existing, clock.now()));
      } catch (cause) {
        // The profile was read: a login count the server refused does not keep the user out.
        console.warn(LOGIN_NOT_RECORDED, cause);
        return existing;
      }
    },
    [profiles, clock],
  );

  const createProfile = useCallback(
    async (created: AuthUser, request: ProfileRequest) => {
      const built = buildNewProfile({
        uid: created.uid,
        email: created.email,
        displayName: request.displayName ?? created.displayName,
        requestedRole: request.requestedRole,
        now: clock.now(),
        lists: roleEmails,
      });
      if (!built.ok) throw new Error(built.error);
      return profiles.create(built.profile);
    },
    [profiles, clock, roleEmails],
  );

  /** Reads (or creates) the profile; every outcome is a state, never a throw. */
  const settle = useCallback(
    async (signedIn: AuthUser, plan: ProfilePlan) => {
      const run = (generation.current += 1);
      settledUid.current = signedIn.uid;
      const apply = (next: ProfileState) => {
        if (generation.current === run) setState(next);
      };
      apply(LOADING);
      let stored: User | null = null;
      if (!plan.fresh) {
        try {
          stored = await withTimeout(
            profiles.load(signedIn),
            profileLoadMs,
            ERRORS.profileLoadTimeout,
          );
        } catch (cause) {
          console.warn(errorMessage(cause));
          // Spec §8: an account on a role list still gets a basic profile of its role.
          const basic = basicProfileFor(signedIn, roleEmails, clock.now());
          const problem = profileProblemText('load', profileFailureCause(cause, profileLoadMs));
          apply(basic ? { status: 'ready', profile: basic } : { status: 'unreachable', problem });
          return;
        }
      }
      if (stored) {
        forgetProfileRequest(signedIn.uid);
        apply({ status: 'ready', profile: stored });
        // The login count is a write the dashboard need not wait for (one server round trip less before it
        // shows): its answer replaces the profile only if nothing newer (the live profile) came in between.
        if (plan.countLogin) {
          void countLogin(signedIn, stored).then((counted) => {
            if (generation.current !== run) return;
            setState((current) =>
              current.status === 'ready' && current.profile === stored
                ? { status: 'ready', profile: counted }
                : current,
            );
          });
        }
        return;
      }
      if (!plan.create) {
        apply({ status: 'missing', problem: profileProblemText('load', NO_STORED_PROFILE) });
        return;
      }
      rememberProfileRequest(signedIn.uid, plan.create);
      try {
        const profile = await withTimeout(
          createProfile(signedIn, plan.create),
          profileLoadMs,
          'Timeout profile creation',
        );
        forgetProfileRequest(signedIn.uid);
        apply({ status: 'ready', profile });
      } catch (cause) {
        console.warn('Profil non créé', cause);
        const problem = profileProblemText('create', profileFailureCause(cause, profileLoadMs));
        apply({ status: 'missing', problem });
      }
    },
    [profiles, profileLoadMs, roleEmails, clock, countLogin, createProfile],
  );

  useEffect(() => {
    // Spec §8: if the auth service says nothing within 10 s, the app goes on without authentication.
    const initTimer = setTimeout(() => setInitializing(false), authInitMs);
    const unsubscribe = auth.onAuthStateChanged(
      (next) => {
        clearTimeout(initTimer);
        setUser(next);
        setInitializing(false);
        if (!next) {
          generation.current += 1;
          settledUid.current = null;
          setState(SIGNED_OUT);
        } else if (!flowActive.current && settledUid.current !== next.uid) {
          markTiming('démarrage : session restaurée');
          // A restored session: an interrupted sign-up remembered on this device is completed.
          void settle(next, { create: profileRequestFor(next.uid) }).then(() =>
            markTiming('démarrage : profil réglé'),
          );
        }
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
  }, [auth, authInitMs, settle]);

  // A newer version of the settled profile replaces it; a profile of another (or no longer settled) user never.
  useLiveProfile(
    profiles,
    state.status === 'ready' ? state.profile.uid : null,
    useCallback((profile: User) => {
      // The same content keeps the same object: pages that build services from the profile (the admin port)
      // must not start over each time the server merely confirms it.
      setState((current) =>
        current.status === 'ready' &&
        current.profile.uid === profile.uid &&
        JSON.stringify(current.profile) !== JSON.stringify(profile)
          ? { status: 'ready', profile }
          : current,
      );
    }, []),
  );

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setError(null);
    try {
      return await action();
    } catch (cause) {
      setError(errorMessage(cause));
      throw cause;
    }
  }, []);

  /** A sign-in or sign-up: the auth call, then the profile, with the auth listener kept out of it. */
  const signedInBy = useCallback(
    (signIn: () => Promise<AuthUser>, plan: (signedIn: AuthUser) => ProfilePlan) =>
      run(async () => {
        flowActive.current = true;
        try {
          const signedIn = await signIn();
          markTiming('connexion : authentifié');
          await settle(signedIn, plan(signedIn));
          markTiming('connexion : profil réglé');
        } finally {
          flowActive.current = false;
        }
      }),
    [run, settle],
  );

  const session = useMemo<Session>(() => {
    const profile = state.status === 'ready' ? state.profile : null;
    // Signed in, and the listener has not started the profile yet: it is as good as loading.
    const profileStatus: ProfileStatus = user
      ? state.status === 'signed-out'
        ? 'loading'
        : state.status
      : 'signed-out';
    const isAdmin = profile?.userType === 'admin';
    return {
      initializing,
      user,
      profile,
      profileLoading: profileStatus === 'loading',
      profileStatus,
      profileProblem:
        user && (state.status === 'missing' || state.status === 'unreachable')
          ? state.problem
          : null,
      retryProfile: async () => {
        if (!user) return;
        await settle(user, { create: profileRequestFor(user.uid) });
      },
      error,
      initError,
      effectiveRole: isAdmin ? (selectedRole ?? 'admin') : (profile?.userType ?? null),
      signIn: (email, password) =>
        signedInBy(
          () => auth.signIn(email, password),
          (signedIn) => ({ countLogin: true, create: profileRequestFor(signedIn.uid) }),
        ),
      signUp: (input) =>
        signedInBy(
          () => auth.signUp(input.email, input.password, input.displayName),
          () => ({
            fresh: true,
            create: { displayName: input.displayName, requestedRole: input.requestedRole },
          }),
        ),
      signInWithGoogle: () =>
        signedInBy(
          () => auth.signInWithGoogle(),
          (signedIn) => ({ countLogin: true, create: profileRequestFor(signedIn.uid) ?? {} }),
        ),
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
        const profile = await profiles.merge(user.uid, changes);
        setState({ status: 'ready', profile });
      },
      adoptProfile: (next) => {
        if (!user || next.uid !== user.uid || state.status !== 'ready') return;
        if (JSON.stringify(next) === JSON.stringify(state.profile)) return;
        setState({ status: 'ready', profile: next });
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
    state,
    error,
    initError,
    selectedRole,
    auth,
    profiles,
    run,
    settle,
    signedInBy,
  ]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
