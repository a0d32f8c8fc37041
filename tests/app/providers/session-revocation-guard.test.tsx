import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/config/paths';
import type { AuthPort } from '@/data/ports';
import { SESSION_REVOKED_MESSAGE } from '@/domain/user/session-revocation';
import { renderApp } from '@tests/support/render-app';
import { FakeAuth } from '@tests/support/session-fakes';

/** The fake identity service, in Firebase mode, says this session signed in at 1 000 (epoch ms). */
const firebaseLike = FakeAuth.prototype as Partial<AuthPort>;

afterEach(() => {
  delete firebaseLike.sessionStartedAt;
});

const tabComesBack = () =>
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });

describe('[REV-G] a session signed out from another device ends when it reads the profile', () => {
  it('[REV-G1] a later « sign out other devices » ends this session, with a French notice', async () => {
    firebaseLike.sessionStartedAt = async () => 1_000;
    const { auth, profiles } = await renderApp(PATHS.settings, {
      as: 'vtc',
      services: { mode: 'firebase' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    const uid = auth.current!.uid;
    profiles.store.set(uid, { ...profiles.store.get(uid)!, sessions_revoked_at: 2_000 });

    await tabComesBack();

    expect(await screen.findByText(SESSION_REVOKED_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(auth.current).toBeNull());
  });

  it('[REV-G2] the session that asked (same sign-in time) stays signed in', async () => {
    firebaseLike.sessionStartedAt = async () => 2_000;
    const { auth, profiles } = await renderApp(PATHS.settings, {
      as: 'vtc',
      services: { mode: 'firebase' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    const uid = auth.current!.uid;
    profiles.store.set(uid, { ...profiles.store.get(uid)!, sessions_revoked_at: 2_000 });
    const loadsBefore = profiles.calls.load;

    await tabComesBack();

    await waitFor(() => expect(profiles.calls.load).toBeGreaterThan(loadsBefore));
    expect(auth.current?.uid).toBe(uid);
    expect(screen.queryByText(SESSION_REVOKED_MESSAGE)).toBeNull();
  });
});
