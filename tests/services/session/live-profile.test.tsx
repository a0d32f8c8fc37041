import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '@/domain/shared/clock';
import { hasAccess } from '@/domain/subscription/access';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { AuthProvider } from '@/services/session/auth-provider';
import { useAuth } from '@/services/session/session-context';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';

const NOW = Date.UTC(2026, 10, 22, 9, 0);

function setup() {
  const auth = new FakeAuth();
  const profiles = new FakeProfiles();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider
      auth={auth}
      profiles={profiles}
      roleEmails={EMPTY_ROLE_EMAIL_LISTS}
      clock={fixedClock(NOW)}
    >
      {children}
    </AuthProvider>
  );
  const hook = renderHook(() => useAuth(), { wrapper });
  return { profiles, session: () => hook.result.current };
}

const ACTIVE = {
  subscription: {
    plan: 'pro',
    status: 'active',
    startDate: NOW,
    endDate: NOW + 30 * 86_400_000,
  },
};

describe('[SES-LIVE] the signed-in profile follows the server', () => {
  it('a subscription approved elsewhere opens access without a reload', async () => {
    const { profiles, session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() =>
      session().signUp({
        email: 'ambu@exemple.fr',
        password: 'secret123',
        requestedRole: 'ambulance',
      }),
    );
    const uid = session().user!.uid;
    expect(session().profile?.userType).toBe('ambulance');
    expect(hasAccess(session().profile).hasAccess).toBe(false);
    await waitFor(() => expect(profiles.watchers.get(uid)?.size).toBe(1));

    await act(() => profiles.serverWrite(uid, ACTIVE));

    expect(session().profile?.subscription?.status).toBe('active');
    expect(hasAccess(session().profile).hasAccess).toBe(true);
  });

  it('a version with the same content keeps the same profile object (nothing built from it starts over)', async () => {
    const { profiles, session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'admin@exemple.fr', password: 'secret123' }));
    const uid = session().user!.uid;
    const before = session().profile;
    await waitFor(() => expect(profiles.watchers.get(uid)?.size).toBe(1));

    await act(() => profiles.serverWrite(uid, {}));

    expect(session().profile).toBe(before);
  });

  it('stops following after sign-out: a late version of the old profile is ignored', async () => {
    const { profiles, session } = setup();
    await waitFor(() => expect(session().initializing).toBe(false));
    await act(() => session().signUp({ email: 'ambu@exemple.fr', password: 'secret123' }));
    const uid = session().user!.uid;
    await waitFor(() => expect(profiles.watchers.get(uid)?.size).toBe(1));
    await act(() => session().signOut());

    expect(profiles.watchers.get(uid)?.size).toBe(0);
    await act(() => profiles.serverWrite(uid, ACTIVE));
    expect(session().profile).toBeNull();
  });
});
