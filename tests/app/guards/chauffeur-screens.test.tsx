import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '@/domain/organisation/member-roles';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';
import { MemoryOrganisation } from '@tests/support/fakes/memory-organisation';
import { memberSync } from '@tests/support/member-sync';
import { renderApp } from '@tests/support/render-app';

/** Issue 23 item 5: the chauffeur's phone shows only a chauffeur's screens. */

const OFFICE_ENTRIES = ['Personnel', 'Véhicules', 'Facturation', 'Abonnement'];

async function menuEntries(memberRole: MemberRole) {
  await renderApp('/dashboard/ambulance', {
    as: 'ambulance',
    services: { sync: memberSync(memberRole) },
  });
  await screen.findByRole('heading', { level: 1 });
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Menu du tableau de bord' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('[CHF1] the menu', () => {
  it('a chauffeur’s lists neither staff, fleet, billing nor subscription', async () => {
    const entries = await menuEntries('chauffeur');
    for (const office of OFFICE_ENTRIES) expect(entries).not.toContain(office);
    expect(entries).toEqual(expect.arrayContaining(['Tableau de bord', 'Transports', 'Messages']));
  });

  it('a régulateur’s keeps them', async () => {
    const entries = await menuEntries('regulateur');
    expect(entries).toEqual(expect.arrayContaining(OFFICE_ENTRIES));
  });
});

describe('[CHF2] an office page opened by its address', () => {
  it.each([
    '/dashboard/personnel',
    '/dashboard/vehicules',
    '/dashboard/facturation',
    '/dashboard/abonnement',
  ])('%s tells a chauffeur it is the office’s, with the way back to his rides', async (path) => {
    await renderApp(path, { as: 'ambulance', services: { sync: memberSync('chauffeur') } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page réservée au bureau' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir mes courses' })).toHaveAttribute(
      'href',
      '/dashboard/ambulance',
    );
  });

  it('opens for the responsable', async () => {
    await renderApp('/dashboard/abonnement', {
      as: 'ambulance',
      services: { sync: memberSync('responsable') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Abonnement' })).toBeVisible();
  });
});

describe('[CHF3] the ride screen', () => {
  const ride = transportIn('assigned', {
    assigned_driver: { uid: 'u-karim', firstName: 'Karim' },
  });

  async function openRide(memberRole: MemberRole) {
    await renderApp(`/dashboard/ambulance/transports/${ride.id}`, {
      as: 'ambulance',
      services: {
        sync: memberSync(memberRole),
        organisation: new MemoryOrganisation('ambulance', { founder: 'viewer' }),
      },
      userData: { orgId: ACTORS.ambulance.orgId, transports: [ride] },
    });
    await screen.findByRole('heading', { level: 1 });
  }

  it('offers a chauffeur no « Réaffecter »', async () => {
    await openRide('chauffeur');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Affectation' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Réaffecter' })).toBeNull();
  });

  it('offers the régulateur « Réaffecter »', async () => {
    await openRide('regulateur');
    expect(await screen.findByRole('button', { name: 'Réaffecter' })).toBeVisible();
  });
});
