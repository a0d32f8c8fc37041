import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@tests/support/render-app';

afterEach(() => localStorage.clear());

const menu = () => screen.getByRole('navigation', { name: 'Menu principal' });
const menuLinks = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('[PL1] header menus (spec §2)', () => {
  it('logged out: Accueil, Notre mission, Fonctionnalités, Tarifs and « Connexion »', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(menuLinks()).toEqual(['Accueil', 'Notre mission', 'Fonctionnalités', 'Tarifs']);
    expect(screen.getByRole('link', { name: 'Connexion' })).toHaveAttribute('href', '/auth');
  });

  it('logged in: Accueil, Dashboard to the role’s dashboard, Profil and « Mon compte »', async () => {
    await renderApp('/', { as: 'vtc' });
    await waitFor(() => expect(menuLinks()).toEqual(['Accueil', 'Dashboard', 'Profil']));
    expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/vtc',
    );
    expect(screen.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  });

  it('sends Dashboard to /tarifs without an active access', async () => {
    await renderApp('/', { as: 'ambulance', subscription: 'suspended' });
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'href',
        '/tarifs',
      ),
    );
  });

  it('shows footer links and a copyright line', async () => {
    await renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toBeVisible();
    expect(footer).toHaveTextContent(/© \d{4} Transport Sanitaire/);
  });
});

describe('[PL2] account menu', () => {
  it('lists the e-mail, Tarifs and Se déconnecter; Escape closes it', async () => {
    await renderApp('/', { as: 'clinique' });
    const button = await screen.findByRole('button', { name: 'Mon compte' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('clinique@exemple.fr')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tarifs' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Facturation' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Facturation to the one configured ambulance account only', async () => {
    await renderApp('/', {
      as: 'ambulance',
      services: { billingAccountEmail: 'ambulance@exemple.fr' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    expect(screen.getByRole('link', { name: 'Facturation' })).toHaveAttribute(
      'href',
      '/facturation',
    );
  });

  it('signs out at once when nothing is waiting, clearing local patient data', async () => {
    const unsynced = {
      count: vi.fn(async () => 0),
      waitForSync: vi.fn(async () => true),
      clearLocalData: vi.fn(async () => undefined),
    };
    const { router } = await renderApp('/', { as: 'clinique', services: { unsynced } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(unsynced.clearLocalData).toHaveBeenCalledTimes(1);
  });

  it('warns with the count of unsynced changes and offers to wait', async () => {
    let pending = 3;
    const unsynced = {
      count: vi.fn(async () => pending),
      waitForSync: vi.fn(async () => {
        pending = 0;
        return true;
      }),
      clearLocalData: vi.fn(async () => undefined),
    };
    const { router } = await renderApp('/', { as: 'ambulance', services: { unsynced } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Des modifications sont en attente' });
    expect(dialog).toHaveTextContent('3 modifications ne sont pas encore synchronisées.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Attendre la synchronisation' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(unsynced.waitForSync).toHaveBeenCalledTimes(1);
  });

  it('lands on /auth with no return target when signing out from a dashboard page', async () => {
    const unsynced = {
      count: async () => 0,
      waitForSync: async () => true,
      clearLocalData: async () => undefined,
    };
    const { router } = await renderApp('/dashboard/clinique/transports', {
      as: 'clinique',
      services: { unsynced },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('transport-sanitaire:returnTo')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeVisible();
  });

  it('keeps the user signed in when they close the warning', async () => {
    const unsynced = {
      count: async () => 1,
      waitForSync: async () => false,
      clearLocalData: vi.fn(async () => undefined),
    };
    await renderApp('/', { as: 'ambulance', services: { unsynced } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mon compte' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 modification n’est pas encore synchronisée.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mon compte' })).toBeVisible();
    expect(unsynced.clearLocalData).not.toHaveBeenCalled();
  });
});
