import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '@/data/ports';
import { AUTH_INIT_TIMEOUT_MS, PROFILE_LOAD_TIMEOUT_MS } from '@/domain/constants';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { fixedClock } from '@/domain/shared/clock';
import { EMPTY_ROLE_EMAIL_LISTS, type RoleEmailLists } from '@/domain/user/role-email-lists';
import { PREFERENCE_KEYS } from '@/services/local-preferences';
import { AuthProvider } from '@/services/session/auth-provider';
import { useAuth } from '@/services/session/session-context';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const LISTS: RoleEmailLists = { ...EMPTY_ROLE_EMAIL_LISTS, admin: ['chef@exemple.fr'] };

function setup(auth = new FakeAuth(), profiles = new FakeProfiles()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider auth={auth} profiles={profiles} roleEmails={LISTS} clock={fixedClock(NOW)}>
      {children}
    </AuthProvider>
  );
  const hook = renderHook(() => useAuth(), { wrapper });
  return { auth, profiles, hook, session: () => hook.result.current };
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('[SES1] the session context', () => {
  it('refuses to be used outside its provider, with the spec message', () => {
    const Probe = () => {
      useAuth();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });

  it('is ready with no user when nobody is signed in', async () => {
    const { session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    expect(session().user).toBeNull();
    expect(session().profile).toBeNull();
  });
});

describe('[SES2] timeouts (spec §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('continues without authentication when auth does not answer within 10 s', () => {
    const auth = new FakeAuth();
    auth.answers = false;
    const { session } = setup(auth);
    act(() => {
      vi.advanceTimersByTime(AUTH_INIT_TIMEOUT_MS - 1);
    });
    expect(session().initializing).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(session().initializing).toBe(false);
    expect(session().user).toBeNull();
  });

  it.each([
    ['an ordinary account gets no profile', 'marie@exemple.fr', null],
    ['an account on a role list gets a basic profile of that role', 'chef@exemple.fr', 'admin'],
  ])('profile load over 5 s: %s', async (_, email, role) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = new FakeAuth();
    auth.current = auth.addAccount(email, 'secret123');
    const profiles = new FakeProfiles();
    profiles.delayMs = PROFILE_LOAD_TIMEOUT_MS + 1_000;
    const { session } = setup(auth, profiles);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROFILE_LOAD_TIMEOUT_MS);
    });
    expect(session().profileLoading).toBe(false);
    expect(session().profile?.userType ?? null).toBe(role);
    expect(console.warn).toHaveBeenCalledWith('Timeout profile loading');
  });
});

describe('[SES3] sign-up creates the profile', () => {
  it('writes the users document with role by e-mail, names and defaults', async () => {
    const { session, profiles } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() =>
      session().signUp({
        email: 'chef@exemple.fr',
        password: 'secret123',
        displayName: 'Anne Marie Durand',
        requestedRole: 'clinique',
      }),
    );
    const stored = [...profiles.store.values()][0];
    expect(stored).toMatchObject({
      userType: 'admin',
      firstName: 'Anne',
      lastName: 'Marie Durand',
      orga_id: 'default-org',
      company_name: 'Organisation par défaut',
      loginCount: 1,
    });
    expect(session().profile?.uid).toBe(stored?.uid);
  });

  it('stores and rethrows a sign-up failure', async () => {
    const auth = new FakeAuth();
    auth.addAccount('pris@exemple.fr', 'x');
    const { session } = setup(auth);
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(async () => {
      await expect(
        session().signUp({ email: 'pris@exemple.fr', password: 'secret123' }),
      ).rejects.toThrow('Cette adresse e-mail est déjà utilisée.');
    });
    expect(session().error).toBe('Cette adresse e-mail est déjà utilisée.');
  });
});

describe('[SES4] sign-in', () => {
  it('counts the login and keeps the profile', async () => {
    const { session, profiles } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'marie@exemple.fr', password: 'secret123' }));
    await act(() => session().signOut());
    await act(() => session().signIn('marie@exemple.fr', 'secret123'));
    expect(session().profile?.loginCount).toBe(2);
    expect([...profiles.store.values()][0]?.loginCount).toBe(2);
  });

  it('stores and rethrows a wrong password, and clears it on demand', async () => {
    const auth = new FakeAuth();
    auth.addAccount('marie@exemple.fr', 'secret123');
    const { session } = setup(auth);
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(async () => {
      await expect(session().signIn('marie@exemple.fr', 'faux')).rejects.toThrow(
        'Mot de passe incorrect.',
      );
    });
    expect(session().error).toBe('Mot de passe incorrect.');
    act(() => session().clearError());
    expect(session().error).toBeNull();
  });

  it('creates the profile of a first Google sign-in', async () => {
    const { session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signInWithGoogle());
    expect(session().profile).toMatchObject({ firstName: 'Camille', userType: 'patient' });
  });
});

describe('[SES5] sign-out', () => {
  it('logs, stores and rethrows a sign-out failure', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const auth = new FakeAuth();
    auth.failSignOut = true;
    const { session } = setup(auth);
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(async () => {
      await expect(session().signOut()).rejects.toThrow('Réseau indisponible');
    });
    expect(errorLog).toHaveBeenCalled();
    expect(session().error).toBe('Réseau indisponible');
  });
});

describe('[SES6] admin impersonation', () => {
  it('lets an admin view the app as another role, remembered on the device', async () => {
    const { session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'chef@exemple.fr', password: 'secret123' }));
    expect(session().effectiveRole).toBe('admin');
    act(() => session().impersonate('ambulance'));
    expect(session().effectiveRole).toBe('ambulance');
    expect(localStorage.getItem(PREFERENCE_KEYS.selectedProfile)).toBe('ambulance');
  });

  it('ignores impersonation for anyone else', async () => {
    const { session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'marie@exemple.fr', password: 'secret123' }));
    act(() => session().impersonate('admin'));
    expect(session().effectiveRole).toBe('patient');
  });

  it('restores a remembered selection for an admin', async () => {
    localStorage.setItem(PREFERENCE_KEYS.selectedProfile, 'vtc');
    const { session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'chef@exemple.fr', password: 'secret123' }));
    expect(session().effectiveRole).toBe('vtc');
  });
});

describe('[SES7] a profile update keeps the session in step', () => {
  it('merge-writes and refreshes the profile', async () => {
    const { session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'marie@exemple.fr', password: 'secret123' }));
    await act(() =>
      session().updateProfile({ phoneNumber: '0601020304', company_name: undefined }),
    );
    expect(session().profile?.phoneNumber).toBe('0601020304');
    render(<p>{session().profile?.company_name}</p>);
    expect(screen.getByText('Organisation par défaut')).toBeInTheDocument();
  });
});

describe('[SES8] the profile status tells « loading », « missing » and « unreachable » apart (issue 10)', () => {
  const denied = (message: string) => new RemoteError('permission-denied', message);

  it('a sign-up whose profile creation is refused stays signed in, « missing », with the cause in French', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const profiles = new FakeProfiles();
    profiles.createFailure = denied(ERRORS.userCreate);
    const { session } = setup(new FakeAuth(), profiles);
    await waitFor(() => expect(session().initializing).toBe(false));
    expect(session().profileStatus).toBe('signed-out');
    // The sign-up itself succeeded: no sign-up error, the profile's problem is its own state.
    await act(() =>
      session().signUp({
        email: 'claire@clinique.fr',
        password: 'secret123',
        requestedRole: 'clinique',
      }),
    );
    expect(session().user?.email).toBe('claire@clinique.fr');
    expect(session().error).toBeNull();
    expect(session().profileStatus).toBe('missing');
    expect(session().profile).toBeNull();
    expect(session().profileProblem).toBe(
      'Votre profil n’a pas pu être créé : Erreur lors de la création de l’utilisateur (accès refusé par le serveur).',
    );
  });

  it('retryProfile creates the profile the sign-up asked for once the port answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const profiles = new FakeProfiles();
    profiles.createFailure = denied(ERRORS.userCreate);
    const { session } = setup(new FakeAuth(), profiles);
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() =>
      session().signUp({
        email: 'claire@clinique.fr',
        password: 'secret123',
        displayName: 'Claire Dubois',
        requestedRole: 'clinique',
      }),
    );
    await act(() => session().retryProfile());
    expect(session().profileStatus).toBe('missing');

    profiles.createFailure = null;
    await act(() => session().retryProfile());
    expect(session().profileStatus).toBe('ready');
    expect(session().profileProblem).toBeNull();
    expect(session().profile).toMatchObject({ userType: 'clinique', firstName: 'Claire' });
    expect(localStorage.getItem(PREFERENCE_KEYS.pendingProfile)).toBeNull();
  });

  it('the next start completes a sign-up whose profile creation failed (remembered on the device)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = new FakeAuth();
    const profiles = new FakeProfiles();
    profiles.createFailure = denied(ERRORS.userCreate);
    const first = setup(auth, profiles);
    await waitFor(() => expect(first.session().initializing).toBe(false));
    await act(() =>
      first.session().signUp({
        email: 'ambu@exemple.fr',
        password: 'secret123',
        requestedRole: 'ambulance',
      }),
    );
    first.hook.unmount();

    profiles.createFailure = null;
    const second = setup(auth, profiles);
    await waitFor(() => expect(second.session().profileStatus).toBe('ready'));
    expect(second.session().profile?.userType).toBe('ambulance');
  });

  it('a profile the server refuses to read is « unreachable »; retryProfile recovers without a reload', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, profiles } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'marie@exemple.fr', password: 'secret123' }));
    await act(() => session().signOut());
    profiles.loadFailure = denied(ERRORS.usersFetch);
    await act(() => session().signIn('marie@exemple.fr', 'secret123'));
    expect(session().error).toBeNull();
    expect(session().profileStatus).toBe('unreachable');
    expect(session().profileProblem).toBe(
      'Votre profil n’a pas pu être chargé : Erreur lors de la récupération des utilisateurs (accès refusé par le serveur).',
    );

    profiles.loadFailure = null;
    const creations = profiles.calls.create;
    await act(() => session().retryProfile());
    expect(session().profileStatus).toBe('ready');
    expect(session().profile?.email).toBe('marie@exemple.fr');
    expect(profiles.calls.create).toBe(creations);
  });

  it('a signed-in account with no stored profile is « missing », and no profile is invented', async () => {
    const auth = new FakeAuth();
    auth.current = auth.addAccount('seul@exemple.fr', 'secret123');
    const { session, profiles } = setup(auth);
    await waitFor(() => expect(session().profileStatus).toBe('missing'));
    expect(session().profileProblem).toBe(
      'Votre profil n’a pas pu être chargé : aucun profil n’est enregistré pour ce compte.',
    );
    expect(profiles.calls.create).toBe(0);
  });

  it('is « loading » while the profile is read, never « missing » before the answer', async () => {
    const auth = new FakeAuth();
    auth.current = auth.addAccount('lent@exemple.fr', 'secret123');
    const profiles = new FakeProfiles();
    let answer: (profile: null) => void = () => undefined;
    profiles.load = () => new Promise((resolve) => (answer = resolve));
    const { session } = setup(auth, profiles);
    await waitFor(() => expect(session().user).not.toBeNull());
    expect(session().profileStatus).toBe('loading');
    expect(session().profileLoading).toBe(true);
    expect(session().profileProblem).toBeNull();
    act(() => answer(null));
    await waitFor(() => expect(session().profileStatus).toBe('missing'));
  });

  it('the 5 s timeout is logged in the spec’s words and shown in French', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const auth = new FakeAuth();
    auth.current = auth.addAccount('marie@exemple.fr', 'secret123');
    const profiles = new FakeProfiles();
    profiles.delayMs = PROFILE_LOAD_TIMEOUT_MS + 1_000;
    const { session } = setup(auth, profiles);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PROFILE_LOAD_TIMEOUT_MS);
    });
    expect(console.warn).toHaveBeenCalledWith('Timeout profile loading');
    expect(session().profileStatus).toBe('unreachable');
    expect(session().profileProblem).toBe(
      'Votre profil n’a pas pu être chargé : le serveur n’a pas répondu en 5 secondes.',
    );
  });

  it('[SES4b] a sign-in opens the profile without waiting for the login count (issue 24: one round trip less)', async () => {
    const { session, profiles } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'marie@exemple.fr', password: 'secret123' }));
    await act(() => session().signOut());
    let answer: (() => void) | undefined;
    const merge = profiles.merge.bind(profiles);
    profiles.merge = (uid, changes) =>
      new Promise((resolve) => (answer = () => resolve(merge(uid, changes))));
    await act(() => session().signIn('marie@exemple.fr', 'secret123'));
    expect(session().profileStatus).toBe('ready');
    expect(session().profile?.loginCount).toBe(1);
    await act(async () => answer?.());
    await waitFor(() => expect(session().profile?.loginCount).toBe(2));
  });

  it('a sign-in whose login count the server refuses still opens the profile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, profiles } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'marie@exemple.fr', password: 'secret123' }));
    await act(() => session().signOut());
    profiles.merge = () => Promise.reject(denied(ERRORS.userUpdate('refus')));
    await act(() => session().signIn('marie@exemple.fr', 'secret123'));
    expect(session().profileStatus).toBe('ready');
    expect(session().profile?.loginCount).toBe(1);
  });
});
