import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardNames, openProviderPage } from './provider-harness';
import { RIDES, VTC } from './rides';

const asVtc = { as: 'vtc', orgId: VTC } as const;

describe('[PRV3] VTC pages (« courses »)', () => {
  it('[PRV3a] lists my rides under way, then the rides I may take — never an ambulance-only request', async () => {
    await openProviderPage('/dashboard/vtc/transports', asVtc);
    expect(await cardNames('Mes courses en cours')).toEqual(['Chloé Fournier']);
    expect(await cardNames('Courses disponibles')).toEqual(['Lucie Bernard', 'Jeanne Martin']);
    expect(screen.queryByText('Paul Durand')).toBeNull();
    expect(screen.queryByText('Marie Lefèvre')).toBeNull();
    const available = screen.getByRole('list', { name: 'Courses disponibles' });
    expect(within(available).getAllByRole('button', { name: 'Accepter' })).toHaveLength(2);
    expect(within(available).getByText('Critique')).toHaveClass('ride-priority--critique');
    expect(within(available).getByRole('link', { name: 'Lucie Bernard' })).toHaveAttribute(
      'href',
      `/dashboard/vtc/transports/${RIDES.critique.id}`,
    );
  });

  it('[PRV3b] counts each page in its tab and marks the current one', async () => {
    await openProviderPage('/dashboard/vtc/transports', asVtc);
    const tabs = await screen.findByRole('navigation', { name: 'Onglets des courses' });
    const current = await within(tabs).findByRole('link', { name: 'Courses (3)' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Courses (3)', 'À venir (0)', 'Terminées (0)']);
  });

  it('[PRV3c] says so when nothing is coming', async () => {
    await openProviderPage('/dashboard/vtc/transports/a-venir', asVtc);
    expect(await screen.findByRole('heading', { level: 1, name: 'Courses à venir' })).toBeVisible();
    expect(await screen.findByText('Aucune course à venir.')).toBeVisible();
  });

  it('[PRV3d] says so when nothing is finished', async () => {
    await openProviderPage('/dashboard/vtc/transports/terminees', asVtc);
    expect(await screen.findByText('Aucune course terminée pour le moment.')).toBeVisible();
  });

  it('[PRV3e] shows every empty list of the rides page in VTC words', async () => {
    await openProviderPage('/dashboard/vtc/transports', { ...asVtc, rides: [] });
    expect(await screen.findByText('Aucune course en cours.')).toBeVisible();
    expect(await screen.findByText('Aucune course disponible pour le moment.')).toBeVisible();
  });
});
