import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { CLINIC_ORG, clinicTransport, withPatient } from './clinic-fixtures';

const DATASET = [
  clinicTransport('w1', 'pending', 20, withPatient('Alice', 'Durand')),
  clinicTransport('w2', 'broadcasting', 40, withPatient('Bruno', 'Petit')),
  clinicTransport('p1', 'en_route_pickup', 60, withPatient('Chloé', 'Bernard')),
  clinicTransport('c1', 'completed', 600, withPatient('Denis', 'Moreau')),
  clinicTransport('x1', 'cancelled', 700, withPatient('Émile', 'Roux')),
];

const open = (path: string) =>
  renderApp(path, { as: 'clinique', userData: { orgId: CLINIC_ORG, transports: DATASET } });

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('[CL10] clinic transport lists', () => {
  it('shows every open list with its count, « Toutes » by default', async () => {
    await open('/dashboard/clinique/transports');
    const nav = await screen.findByRole('navigation', { name: 'Listes de demandes' });
    expect(await within(nav).findByRole('link', { name: 'Toutes (5)' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'En attente (2)' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'En cours (1)' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Terminées (2)' })).toHaveAttribute(
      'href',
      '/dashboard/clinique/transports/terminees',
    );
    const list = await screen.findByRole('list', { name: 'Demandes : toutes' });
    expect(names(list)).toEqual([
      'Alice Durand',
      'Bruno Petit',
      'Chloé Bernard',
      'Denis Moreau',
      'Émile Roux',
    ]);
  });

  it('filters with ?liste= and switches list from the navigation', async () => {
    const { router } = await open('/dashboard/clinique/transports?liste=en-attente');
    const waiting = await screen.findByRole('list', { name: 'Demandes : en attente' });
    expect(names(waiting)).toEqual(['Alice Durand', 'Bruno Petit']);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'En cours (1)' }));
    const running = await screen.findByRole('list', { name: 'Demandes : en cours' });
    expect(names(running)).toEqual(['Chloé Bernard']);
    expect(router.state.location.pathname).toBe('/dashboard/clinique/transports/en-cours');
  });

  it.each([
    ['en-attente', 'Demandes : en attente', ['Alice Durand', 'Bruno Petit']],
    ['en-cours', 'Demandes : en cours', ['Chloé Bernard']],
  ])(
    '[CL10-PATH] /dashboard/clinique/transports/%s is that list (issue 25)',
    async (list, name, expected) => {
      await open(`/dashboard/clinique/transports/${list}`);
      expect(names(await screen.findByRole('list', { name }))).toEqual(expected);
      expect(screen.queryByText('Transport introuvable')).toBeNull();
    },
  );

  it('lists finished requests on their own page', async () => {
    await open('/dashboard/clinique/transports/terminees');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transports terminés' }),
    ).toBeVisible();
    const done = await screen.findByRole('list', { name: 'Demandes : terminées' });
    expect(names(done)).toEqual(['Denis Moreau', 'Émile Roux']);
    expect(within(done).getByText('Annulé')).toBeVisible();
  });

  it('has a useful empty state', async () => {
    await renderApp('/dashboard/clinique/transports?liste=en-cours', {
      as: 'clinique',
      userData: { orgId: CLINIC_ORG },
    });
    expect(await screen.findByText(/Aucun transport en cours\./)).toBeVisible();
  });
});

describe('[CL12] finding a ride: search by patient, number or town, and by day', () => {
  const rides = [
    clinicTransport('s1', 'pending', 20, {
      ...withPatient('Élise', 'Garnier'),
      transport_id: 'tr_ambu_00016',
      date_transport: Date.UTC(2026, 10, 24, 9, 0),
      adresse_arrivee: { rue: '', ville: 'Villeurbanne', codePostal: '69100', coordonnees: null },
    }),
    clinicTransport('s2', 'pending', 30, {
      ...withPatient('Jeanne', 'Dupuis'),
      date_transport: Date.UTC(2026, 10, 25, 9, 0),
    }),
    clinicTransport('s3', 'completed', 40, {
      ...withPatient('Robert', 'Chevalier'),
      date_transport: Date.UTC(2026, 10, 24, 15, 0),
    }),
  ];
  const openSearch = (path = '/dashboard/clinique/transports') =>
    renderApp(path, { as: 'clinique', userData: { orgId: CLINIC_ORG, transports: rides } });
  const search = () => screen.getByRole('searchbox', { name: 'Rechercher une demande' });

  it.each([
    ['a patient, without accents', 'elise', ['Élise Garnier']],
    ['a number', '00016', ['Élise Garnier']],
    ['a town', 'villeurbanne', ['Élise Garnier']],
  ])('finds %s', async (_name, text, found) => {
    const { router } = await openSearch();
    await screen.findByRole('list', { name: 'Demandes : toutes' });
    await userEvent.type(search(), text);
    expect(names(screen.getByRole('list', { name: 'Demandes : toutes' }))).toEqual(found);
    // The search is in the address: back, reload and a shared link keep it.
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(text);
  });

  it('keeps the rides of one Paris day, and says so when nothing matches', async () => {
    await openSearch('/dashboard/clinique/transports?jour=2026-11-24');
    const list = await screen.findByRole('list', { name: 'Demandes : toutes' });
    expect(names(list)).toEqual(['Élise Garnier', 'Robert Chevalier']);
    expect(screen.getByText('2 demandes trouvées')).toBeVisible();
    await userEvent.type(search(), 'dupuis');
    expect(
      await screen.findByText('Aucune demande ne correspond à cette recherche.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(names(await screen.findByRole('list', { name: 'Demandes : toutes' }))).toHaveLength(3);
  });
});
