import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardNames, cardOf, openProviderPage } from './provider-harness';

const PAGE = '/dashboard/ambulance/transports';

/** What the ambulance company ambu_0001 must see in each tab of the seeded day (see rides.ts). */
const MEMBERSHIP = [
  ['en-attente', 'En attente', ['Paul Durand', 'Jeanne Martin']],
  ['en-cours', 'En cours', ['Marie Lefèvre']],
  ['a-venir', 'À venir', ['Louis Moreau']],
  ['termines', 'Terminés', ['Rose Girard']],
  ['partages', 'Partagés', ['Jules Roux']],
  ['urgents', 'Urgents', ['Paul Durand']],
] as const;

describe('[PRV1] ambulance tabs', () => {
  it.each(MEMBERSHIP)(
    '[PRV1a] tab %s lists exactly its rides, in the tab’s order',
    async (tab, label, names) => {
      await openProviderPage(`${PAGE}?tab=${tab}`);
      expect(await cardNames(label)).toEqual(names);
      expect(
        screen.getByRole('heading', { level: 2, name: `${label} (${names.length})` }),
      ).toBeVisible();
    },
  );

  it('[PRV1b] opens on « En attente » and shows every count in the tab labels', async () => {
    await openProviderPage(PAGE);
    const tabs = await screen.findByRole('navigation', { name: 'Onglets des transports' });
    const current = await within(tabs).findByRole('link', { name: 'En attente (2)' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getAllByRole('link', { current: 'page' })).toEqual([current]);
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'En attente (2)',
      'En cours (1)',
      'À venir (1)',
      'Terminés (1)',
      'Partagés (1)',
      'Urgents (1)',
    ]);
  });

  it('[PRV1c] never offers a VTC-only request nor an expired one to an ambulance company', async () => {
    await openProviderPage(PAGE);
    await cardNames('En attente');
    expect(screen.queryByText('Lucie Bernard')).toBeNull();
    expect(screen.queryByText('Henri Petit')).toBeNull();
  });

  it('[PRV1d] moves between tabs by link and marks the current one', async () => {
    const { router } = await openProviderPage(PAGE);
    const tabs = await screen.findByRole('navigation', { name: 'Onglets des transports' });
    await userEvent.click(await within(tabs).findByRole('link', { name: 'Urgents (1)' }));
    expect(router.state.location.pathname).toBe(`${PAGE}/urgents`);
    expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent('Urgents (1)');
    expect(await cardNames('Urgents')).toEqual(['Paul Durand']);
  });

  it('[PRV1e] shows what each card needs: when, type, priority, patient, mobility, route', async () => {
    await openProviderPage(PAGE);
    const card = await cardOf('Paul Durand');
    expect(card).toHaveTextContent('22/11/2026 15:00');
    expect(card).toHaveTextContent('Ambulance');
    expect(within(card).getByText('Urgente')).toHaveClass('ride-priority--urgent');
    expect(card).toHaveTextContent('Mobilité : Fauteuil roulant');
    expect(card).toHaveTextContent('12 rue de la Paix, 75002 Paris');
    expect(card).toHaveTextContent('1 place du Parvis Notre-Dame, 75004 Paris');
    expect(within(card).getByRole('link', { name: 'Paul Durand' })).toHaveAttribute(
      'href',
      '/dashboard/ambulance/transports/req-urgent',
    );
    expect(within(await cardOf('Jeanne Martin')).getByText('Normale')).toHaveClass(
      'ride-priority--normale',
    );
  });

  it.each([
    ['en-attente', 'En attente', 2],
    ['urgents', 'Urgents', 1],
    ['en-cours', 'En cours', 0],
    ['a-venir', 'À venir', 0],
    ['termines', 'Terminés', 0],
    ['partages', 'Partagés', 0],
  ] as const)('[PRV1f] tab %s (%s) shows %i « Accepter » buttons', async (tab, label, count) => {
    await openProviderPage(`${PAGE}?tab=${tab}`);
    await cardNames(label);
    expect(screen.queryAllByRole('button', { name: 'Accepter' })).toHaveLength(count);
  });
});

describe('[PRV2] empty tabs say what empty means', () => {
  const EMPTY = [
    ['En attente (0)', 'Aucune demande en attente pour vos véhicules.'],
    ['En cours (0)', 'Aucun transport en cours.'],
    ['À venir (0)', 'Aucun transport à venir.'],
    ['Terminés (0)', 'Aucun transport terminé pour le moment.'],
    ['Partagés (0)', 'Aucun transport partagé avec votre organisation.'],
    ['Urgents (0)', 'Aucune demande urgente en ce moment.'],
  ] as const;

  it('[PRV2a] shows a French sentence per empty tab', async () => {
    await openProviderPage(PAGE, { rides: [] });
    const tabs = await screen.findByRole('navigation', { name: 'Onglets des transports' });
    for (const [label, sentence] of EMPTY) {
      await userEvent.click(await within(tabs).findByRole('link', { name: label }));
      expect(await screen.findByText(sentence)).toBeVisible();
      expect(screen.queryByRole('list', { name: label.replace(/ \(0\)$/, '') })).toBeNull();
    }
  });
});

describe('[PRV-PATH] the spec’s tab names are addresses (issue 25: no « Transport introuvable »)', () => {
  it.each(MEMBERSHIP)(
    '[PRV-PATH] /dashboard/ambulance/transports/%s',
    async (tab, label, names) => {
      await openProviderPage(`${PAGE}/${tab}`);
      expect(await cardNames(label)).toEqual(names);
      expect(screen.queryByText('Transport introuvable')).toBeNull();
      const tabs = screen.getByRole('navigation', { name: 'Onglets des transports' });
      expect(within(tabs).getByRole('link', { current: 'page' })).toHaveTextContent(label);
    },
  );

  it('[PRV-PATH] the tabs link to those addresses', async () => {
    await openProviderPage(PAGE);
    const tabs = await screen.findByRole('navigation', { name: 'Onglets des transports' });
    expect(await within(tabs).findByRole('link', { name: /^À venir/ })).toHaveAttribute(
      'href',
      `${PAGE}/a-venir`,
    );
    expect(within(tabs).getByRole('link', { name: /^En attente/ })).toHaveAttribute('href', PAGE);
  });
});
