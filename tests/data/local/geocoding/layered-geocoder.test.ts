// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { communesGeocoder, loadCommunes } from '@/data/local/geocoding/communes-geocoder';
import { createLayeredGeocoder } from '@/data/local/geocoding/layered-geocoder';
import { RemoteError, type GeocoderPort } from '@/data/ports';
import { bookPlace } from '@tests/data/address-book-contract/address-book-contract';
import { MemoryAddressBook } from '@tests/support/fakes/memory-address-book';

const BAN_ANSWER = bookPlace('5 Place d’Arsonval 69003 Lyon', { codeInsee: '69383' });

function setup(online: GeocoderPort | null, connected = true) {
  const book = new MemoryAddressBook(() => 1_000);
  const calls: string[] = [];
  const spied: GeocoderPort | null = online && {
    search: (query, limit) => (calls.push(query), online.search(query, limit)),
  };
  const geocoder = createLayeredGeocoder({
    online: spied,
    book,
    communes: communesGeocoder,
    isOnline: () => connected,
  });
  return { geocoder, book, calls };
}

const answering: GeocoderPort = { search: async () => [BAN_ANSWER] };
const failing: GeocoderPort = {
  search: async () => {
    throw new RemoteError('unavailable', 'Service d’adresses injoignable : recherche hors ligne.');
  },
};

describe('[GEOL1] the layered geocoder of an address field', () => {
  it('[GEOL1] online: the book’s places first, then the BAN’s, each once', async () => {
    const { geocoder } = setup(answering);
    await geocoder.remember(bookPlace('5 Place d’Arsonval 69003 Lyon'));
    await geocoder.remember(bookPlace('12 Place d’Arsonval 69003 Lyon'));
    const { places, offline } = await geocoder.suggest('arsonval', 5);
    expect(offline).toBe(false);
    expect(places.map((place) => [place.label, place.source])).toEqual([
      ['5 Place d’Arsonval 69003 Lyon', 'carnet'],
      ['12 Place d’Arsonval 69003 Lyon', 'carnet'],
    ]);
  });

  it('[GEOL1] the BAN failing: the communes table answers, approximate, and the field knows it is offline', async () => {
    const { geocoder } = setup(failing);
    const { places, offline } = await geocoder.suggest('12 rue Garibaldi 69003 Lyon', 5);
    expect(offline).toBe(true);
    expect(places[0]).toMatchObject({
      rue: '12 rue Garibaldi',
      codePostal: '69003',
      ville: 'Lyon',
      precision: 'commune',
      source: 'commune',
    });
    expect(places[0]?.coordonnees?.lat).toBeCloseTo(45.76, 1);
    expect(places[0]?.coordonnees?.lng).toBeCloseTo(4.84, 1);
  });

  it('[GEOL1] offline, the BAN is not even asked', async () => {
    const { geocoder, calls } = setup(answering, false);
    const { places, offline } = await geocoder.suggest('Villeurbanne', 3);
    expect(calls).toEqual([]);
    expect(offline).toBe(true);
    expect(places[0]).toMatchObject({
      ville: 'Villeurbanne',
      codePostal: '69100',
      source: 'commune',
    });
  });

  it('[GEOL1] no online geocoder configured: offline sources only', async () => {
    const { geocoder } = setup(null);
    expect((await geocoder.suggest('13001', 1)).places[0]).toMatchObject({ ville: 'Marseille' });
  });
});

describe('[GEOL2] the bundled communes table (real data)', () => {
  it('[GEOL2] holds every commune of today, most of them located', async () => {
    const communes = await loadCommunes();
    expect(communes.length).toBeGreaterThan(34_000);
    const located = communes.filter((commune) => commune.lat !== null).length;
    expect(located / communes.length).toBeGreaterThan(0.75);
  });

  it.each<[string, string, string, number, number]>([
    ['Paris 75011', 'Paris', '75011', 48.85, 2.35],
    ['Bordeaux', 'Bordeaux', '33000', 44.84, -0.58],
    ['St Etienne', 'Saint-Étienne', '42000', 45.43, 4.39],
    ['97400', 'Saint-Denis', '97400', -20.88, 55.45],
  ])('[GEOL2] « %s » → %s %s near (%d, %d)', async (query, ville, codePostal, lat, lng) => {
    const [first] = await communesGeocoder.search(query, 5);
    expect(first).toMatchObject({ ville, codePostal });
    expect(first?.coordonnees?.lat).toBeCloseTo(lat, 0);
    expect(first?.coordonnees?.lng).toBeCloseTo(lng, 0);
  });
});
