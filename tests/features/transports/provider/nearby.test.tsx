import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { makeTransport } from '@tests/domain/transport/fixtures';
import { TEST_NOW } from '@tests/support/render-app';
import { cardNames, namesIn, openProviderPage } from './provider-harness';

const PAGE = '/dashboard/ambulance/transports?tab=en-attente';
const LYON: Coordinates = { lat: 45.7535, lng: 4.8425 };

// Issue 23: filed long enough before the page's clock that the zone has no limit any more (normale: 4 × 2 h).
const LONG_AGO = TEST_NOW - 9 * MILLIS_PER_HOUR;

function request(
  id: string,
  firstName: string,
  coordonnees: Coordinates | null,
  createdAt = LONG_AGO,
): Transport {
  const base = makeTransport({
    id,
    patient_info: { firstName, lastName: 'Test', phone: '', birthDate: '' },
  });
  return {
    ...base,
    created_at: createdAt,
    adresse_depart: { ...base.adresse_depart, coordonnees },
  };
}

const RIDES = [
  request('far', 'Grenoble', { lat: 45.1885, lng: 5.7245 }),
  request('unlocated', 'Inconnue', null),
  request('villefranche', 'Villefranche', { lat: 45.9899, lng: 4.7197 }),
  request('near', 'Bellecour', { lat: 45.7578, lng: 4.832 }),
];
const BELLECOUR = { name: 'Ambulances Bellecour', phone: null, base: LYON };

describe('[NEAR1] jobs near me first', () => {
  it('[NEAR1] lists open requests nearest first within 50 km, unlocated ones apart, the rest behind « Hors zone »', async () => {
    await openProviderPage(PAGE, { rides: RIDES, organisation: BELLECOUR });
    expect(await cardNames('En attente')).toEqual(['Bellecour Test', 'Villefranche Test']);
    expect(screen.getByText(/dans un rayon de 50 km/)).toBeVisible();
    // Issue 22: a ride that could not be located is not counted « dans votre zone ».
    expect(
      screen.getByRole('heading', { level: 2, name: 'En attente (2 dans votre zone)' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Adresse non localisée (1)' }),
    ).toBeVisible();
    expect(await cardNames('En attente — adresse non localisée')).toEqual(['Inconnue Test']);
    const lost = screen.getByRole('list', { name: 'En attente — adresse non localisée' });
    expect(within(lost).getByText('Adresse non localisée')).toBeVisible();
    const list = screen.getByRole('list', { name: 'En attente' });
    expect(
      within(list)
        .getAllByText(/^À .+ de votre base$/)
        .map((d) => d.textContent),
    ).toEqual(['À 900 m de votre base', 'À 28 km de votre base']);
    expect(screen.queryByRole('list', { name: 'En attente — hors zone' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Hors zone (1)' }));
    expect(await cardNames('En attente — hors zone')).toEqual(['Grenoble Test']);
    expect(screen.getByRole('button', { name: 'Masquer les demandes hors zone' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('[NEAR3] issue 23: a request filed an hour ago (normale) reaches the 20 km zone only — Villefranche (28 km) and Grenoble wait for its widening', async () => {
    const fresh = RIDES.map((ride) => ({ ...ride, created_at: TEST_NOW - MILLIS_PER_HOUR }));
    await openProviderPage(PAGE, { rides: fresh, organisation: BELLECOUR });
    expect(await cardNames('En attente')).toEqual(['Bellecour Test']);
    expect(
      screen.getByRole('heading', { level: 2, name: 'En attente (1 dans votre zone)' }),
    ).toBeVisible();
  });

  it('[NEAR1] without a known base, says so and hides nothing', async () => {
    await openProviderPage(PAGE, { rides: RIDES });
    expect(await cardNames('En attente')).toHaveLength(4);
    expect(await screen.findByText(/Position de votre base inconnue/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Hors zone/ })).toBeNull();
  });

  it('[NEAR2] a full tab is drawn a page at a time, nearest first, the next page on demand', async () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      request(`r${String(i).padStart(2, '0')}`, `Patient${i}`, {
        lat: LYON.lat + i * 0.001,
        lng: LYON.lng,
      }),
    );
    await openProviderPage(PAGE, { rides: many, organisation: BELLECOUR });
    const first = await cardNames('En attente');
    expect(first).toHaveLength(50);
    expect(first[0]).toBe('Patient0 Test');
    expect(screen.getByRole('heading', { level: 2, name: 'En attente (60)' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Afficher les 10 derniers' }));
    // The next page is loaded on demand (only the rides shown are read): it arrives, nearest first still.
    await waitFor(() => expect(namesIn('En attente')).toHaveLength(60));
    expect(namesIn('En attente').at(-1)).toBe('Patient59 Test');
    expect(screen.queryByRole('button', { name: /Afficher/ })).toBeNull();
  });
});
