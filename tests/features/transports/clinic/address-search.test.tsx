import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteError, type GeocoderPort } from '@/data/ports';
import type { Place } from '@/domain/geocoding/place';
import type { Transport } from '@/domain/transport/transport.schema';
import { field, fill, fillValidRequest, openForm, submit } from './request-form';

const ARSONVAL: Place = {
  label: '5 Place d’Arsonval 69003 Lyon',
  rue: '5 Place d’Arsonval',
  codePostal: '69003',
  ville: 'Lyon',
  codeInsee: '69383',
  coordonnees: { lat: 45.742946, lng: 4.881494 },
  precision: 'adresse',
  source: 'ban',
};

/** Stands for the BAN: answers Arsonval, or fails like a network that is down. */
const geocoder = (failing = false): GeocoderPort => ({
  search: async (query) => {
    if (failing) throw new RemoteError('unavailable', 'Service d’adresses injoignable.');
    return /arsonval/i.test(query) ? [ARSONVAL] : [];
  },
});

const SEARCH_DEPART = 'Rechercher l’adresse de départ';

async function createdTransport(data: Awaited<ReturnType<typeof openForm>>['data']) {
  await waitFor(async () => expect(await data.db.outbox.count()).toBe(1));
  const [entry] = await data.db.outbox.toArray();
  return (entry!.op as unknown as { transport: Transport }).transport;
}

describe('[ADDR1] the request form locates its addresses (issue 22)', () => {
  it('[ADDR1] a suggestion chosen with the keyboard fills the address and its coordinates reach the request', async () => {
    const { data, user } = await openForm({ services: { geocoder: geocoder() } });
    await fillValidRequest(user);
    const search = screen.getByRole('combobox', { name: SEARCH_DEPART });
    await user.click(search);
    await user.paste('5 place d’arsonval');
    const list = await screen.findByRole('listbox', {
      name: 'Suggestions : rechercher l’adresse de départ',
    });
    expect(
      within(list).getByRole('option', { name: /5 Place d’Arsonval 69003 Lyon/ }),
    ).toBeVisible();
    expect(await screen.findByText('1 suggestion.')).toHaveAttribute('role', 'status');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', within(list).getByRole('option').id);
    await user.keyboard('{Enter}');

    expect(field('Rue de départ')).toHaveValue('5 Place d’Arsonval');
    expect(field('Ville de départ')).toHaveValue('Lyon');
    expect(field('Code postal de départ')).toHaveValue('69003');
    expect(search).toHaveAccessibleDescription(/Adresse localisée\./);
    await submit(user);
    const transport = await createdTransport(data);
    expect(transport.adresse_depart.coordonnees).toEqual(ARSONVAL.coordonnees);
    // Typed by hand, the arrival is not located: it goes as such, never with made-up coordinates.
    expect(transport.adresse_arrivee.coordonnees).toBeNull();
    // The place joins the organisation's address book on this device.
    expect((await data.db.places.toArray()).map((entry) => entry.place.label)).toEqual([
      ARSONVAL.label,
    ]);
  });

  it('[ADDR1] editing the street by hand afterwards drops the coordinates and says so', async () => {
    const { data, user } = await openForm({ services: { geocoder: geocoder() } });
    await fillValidRequest(user);
    await fill(user, SEARCH_DEPART, 'arsonval');
    await user.click(await screen.findByRole('option', { name: /Arsonval/ }));
    await fill(user, 'Rue de départ', ' bis');
    expect(screen.getByRole('combobox', { name: SEARCH_DEPART })).toHaveAccessibleDescription(
      /Adresse non localisée : choisissez une suggestion/,
    );
    await submit(user);
    expect((await createdTransport(data)).adresse_depart.coordonnees).toBeNull();
  });

  it('[ADDR2] with the online geocoder down, the communes table answers: approximate, and said so', async () => {
    const { data, user } = await openForm({ services: { geocoder: geocoder(true) } });
    await fillValidRequest(user);
    await fill(user, SEARCH_DEPART, '3 rue Garibaldi 69003 Lyon');
    const option = await screen.findByRole(
      'option',
      { name: /3 rue Garibaldi, 69003 Lyon/ },
      { timeout: 5_000 },
    );
    expect(option).toHaveTextContent('Commune — Position approximative (centre de la commune).');
    expect(
      screen.getByText('1 suggestion hors ligne (adresses déjà utilisées et communes).'),
    ).toHaveAttribute('role', 'status');
    await act(async () => {
      await user.click(option);
    });
    expect(screen.getByRole('combobox', { name: SEARCH_DEPART })).toHaveAccessibleDescription(
      /Position approximative \(centre de la commune\)\./,
    );
    await submit(user);
    const located = (await createdTransport(data)).adresse_depart;
    expect(located).toMatchObject({ rue: '3 rue Garibaldi', ville: 'Lyon', codePostal: '69003' });
    expect(located.coordonnees?.lat).toBeCloseTo(45.76, 1);
  });

  it('[ADDR2] Échap closes the list; the field keeps what was typed', async () => {
    const { user } = await openForm({ services: { geocoder: geocoder() } });
    await fill(user, SEARCH_DEPART, 'arsonval');
    await screen.findByRole('option', { name: /Arsonval/ });
    await user.keyboard('{Escape}');
    const search = screen.getByRole('combobox', { name: SEARCH_DEPART });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveValue('arsonval');
  });
});
