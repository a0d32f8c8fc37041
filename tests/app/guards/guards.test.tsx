import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/app/guards/require-auth';
import { AppProviders } from '@/app/providers/app-providers';
import { fixedClock } from '@/domain/shared/clock';
import type { UserType } from '@/domain/shared/role';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { PREFERENCE_KEYS } from '@/services/local-preferences';
import { renderApp } from '@tests/support/render-app';
import { FakeAuth, FakeProfiles } from '@tests/support/session-fakes';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

const settle = async (router: { state: { location: { pathname: string } } }, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('[GU1] unauthenticated visitors go to /auth with a return target', () => {
  it('stores the original path and query and passes it as returnTo', async () => {
    const { router } = await renderApp('/dashboard/ambulance/transports?tab=urgents');
    await settle(router, '/auth');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('mode')).toBe('login');
    expect(params.get('returnTo')).toBe('/dashboard/ambulance/transports?tab=urgents');
    expect(localStorage.getItem(PREFERENCE_KEYS.returnTo)).toBe(
      '/dashboard/ambulance/transports?tab=urgents',
    );
  });
});

describe('[GU2] subscription access', () => {
  it.each<[UserType, string]>([
    ['ambulance', '/tarifs'],
    ['vtc', '/tarifs'],
    ['clinique', '/tarifs'],
  ])('%s without an active or trial subscription goes to %s', async (role, target) => {
    const { router } = await renderApp('/dashboard', { as: role, subscription: 'expired' });
    await settle(router, target);
  });

  it('lets a trial subscription in', async () => {
    const { router } = await renderApp('/dashboard', { as: 'clinique', subscription: 'trial' });
    await settle(router, '/dashboard/clinique');
  });

  it('keeps the subscription page reachable without access (that is where one subscribes)', async () => {
    const { router } = await renderApp('/dashboard/abonnement', {
      as: 'vtc',
      subscription: 'none',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/abonnement');
  });
});

describe('[GU3] the dashboard index sends each role to its dashboard', () => {
  it.each<[UserType, string]>([
    ['clinique', '/dashboard/clinique'],
    ['ambulance', '/dashboard/ambulance'],
    ['vtc', '/dashboard/vtc'],
    ['admin', '/dashboard/admin'],
    ['patient', '/dashboard/utilisateur'],
  ])('%s → %s', async (role, target) => {
    const { router } = await renderApp('/dashboard', { as: role });
    await settle(router, target);
  });
});

describe('[GU4] role guard (spec §6)', () => {
  it.each<[UserType, string, string]>([
    ['vtc', '/dashboard/clinique', '/dashboard/vtc'],
    ['ambulance', '/dashboard/vtc/transports', '/dashboard/ambulance'],
    ['clinique', '/dashboard/admin', '/dashboard/clinique'],
    ['patient', '/dashboard/ambulance', '/dashboard/utilisateur'],
    ['ambulance', '/dashboard/utilisateur', '/dashboard/ambulance'],
    ['vtc', '/dashboard/ambulance/transports?tab=urgents', '/dashboard/vtc'],
    ['vtc', '/dashboard/ambulance/transports/urgents', '/dashboard/vtc'],
    ['clinique', '/dashboard/ambulance/transports/a-venir', '/dashboard/clinique'],
  ])('%s at %s → %s', async (role, from, to) => {
    const { router } = await renderApp(from, { as: role });
    await settle(router, to);
  });

  it('leaves the « en attente » tab of ambulance transports open (no guard in the spec)', async () => {
    const { router } = await renderApp('/dashboard/ambulance/transports?tab=en-attente', {
      as: 'vtc',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transports' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/ambulance/transports');
  });

  it('lets an admin everywhere', async () => {
    const { router } = await renderApp('/dashboard/clinique/transports', { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transports demandés' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard/clinique/transports');
  });
});

function renderGuard(auth: FakeAuth, onRetry = vi.fn()) {
  render(
    <AppProviders
      services={{
        mode: 'local',
        auth,
        profiles: new FakeProfiles(),
        roleEmails: EMPTY_ROLE_EMAIL_LISTS,
        billingAccountEmail: null,
        clock: fixedClock(0),
      }}
    >
      <MemoryRouter>
        <RequireAuth slowAfterMs={1_000} onRetry={onRetry}>
          <p>Contenu protégé</p>
        </RequireAuth>
      </MemoryRouter>
    </AppProviders>,
  );
  return onRetry;
}

describe('[GU5] private-route guard waiting and errors', () => {
  it('shows a spinner, then the slow hint with the connection advice', () => {
    vi.useFakeTimers();
    const auth = new FakeAuth();
    auth.answers = false;
    renderGuard(auth);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(screen.queryByText('Le chargement prend plus de temps que prévu...')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le chargement prend plus de temps que prévu...',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Vérifiez votre connexion internet.');
  });

  it('shows an auth failure with « Réessayer », which reloads', async () => {
    const auth = new FakeAuth();
    auth.initFailure = new Error('Stockage de session indisponible');
    const onRetry = renderGuard(auth);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de l’authentification : Stockage de session indisponible',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('[GU-OFF] an account an administrator switched off', () => {
  it('is told so on every private page, with a way out, as soon as the server says it', async () => {
    const { profiles, auth } = await renderApp('/dashboard/vtc', { as: 'vtc' });
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(
      'Compte désactivé',
    );
    // The session follows the profile from an effect: under load it may subscribe after the first paint.
    await waitFor(() => expect(profiles.watching(auth.current!.uid)).toBe(true));
    await act(async () => {
      profiles.serverWrite(auth.current!.uid, { isActive: false });
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Compte désactivé' }),
    ).toBeVisible();
    expect(screen.getByText(/votre compte a été suspendu par un administrateur/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(auth.current).toBeNull());
  });
});
