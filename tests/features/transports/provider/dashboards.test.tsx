import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openProviderPage } from './provider-harness';
import { RIDES, VTC } from './rides';

describe('[PRV5] dashboards: today at a glance', () => {
  it('[PRV5a] ambulance: counts per tab, each a link to its tab, and the ride under way first', async () => {
    await openProviderPage('/dashboard/ambulance');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord ambulance' }),
    ).toBeVisible();
    const tiles = screen.getByRole('region', { name: 'En un coup d’œil' });
    const urgent = await within(tiles).findByRole('link', { name: '1 Urgents' });
    expect(urgent).toHaveAttribute('href', '/dashboard/ambulance/transports/urgents');
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2 En attente', '1 En cours', '1 À venir', '1 Terminés', '1 Partagés', '1 Urgents']);
    const next = screen.getByRole('region', { name: 'Prochain transport' });
    expect(await within(next).findByRole('heading', { level: 3 })).toHaveTextContent(
      'Marie Lefèvre',
    );
    expect(within(next).getByText('État : Patient à bord')).toBeVisible();
    expect(within(next).getByRole('link', { name: 'Ouvrir le transport' })).toHaveAttribute(
      'href',
      `/dashboard/ambulance/transports/${RIDES.underway.id}`,
    );
  });

  it('[PRV5b] ambulance: says when nothing is planned', async () => {
    await openProviderPage('/dashboard/ambulance', { rides: [] });
    expect(await screen.findByText('Aucun transport prévu pour votre organisation.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ouvrir le transport' })).toBeNull();
  });

  it('[PRV5c] VTC: the same view in VTC words and links', async () => {
    await openProviderPage('/dashboard/vtc', { as: 'vtc', orgId: VTC });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de bord VTC' }),
    ).toBeVisible();
    const tiles = screen.getByRole('region', { name: 'En un coup d’œil' });
    expect(await within(tiles).findByRole('link', { name: '2 Disponibles' })).toHaveAttribute(
      'href',
      '/dashboard/vtc/transports',
    );
    expect(within(tiles).getByRole('link', { name: '0 À venir' })).toHaveAttribute(
      'href',
      '/dashboard/vtc/transports/a-venir',
    );
    const next = screen.getByRole('region', { name: 'Prochaine course' });
    expect(await within(next).findByRole('link', { name: 'Ouvrir la course' })).toHaveAttribute(
      'href',
      `/dashboard/vtc/transports/${RIDES.vtcUnderway.id}`,
    );
  });
});
