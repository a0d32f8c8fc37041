import { describe, expect, it } from 'vitest';
import type { Address } from '@/domain/transport/address.schema';
import { directionsHref, telHref } from '@/domain/transport/directions';

const address = (parts: Partial<Address>): Address => ({
  rue: '',
  ville: '',
  codePostal: '',
  coordonnees: null,
  ...parts,
});

describe('[DIR1] an address opens in the phone’s maps app when there is a place to go to', () => {
  it.each([
    [
      'coordinates known: geo: with them, labelled with the address',
      address({
        rue: '12 rue de la Paix',
        ville: 'Paris',
        coordonnees: { lat: 48.8686, lng: 2.3313 },
      }),
      false,
      'geo:48.8686,2.3313?q=48.8686,2.3313(12%20rue%20de%20la%20Paix%2C%20Paris)',
    ],
    [
      'no coordinates: a maps search of the address',
      address({ rue: '28 rue Laennec', codePostal: '69008', ville: 'Lyon' }),
      false,
      'https://www.google.com/maps/search/?api=1&query=28%20rue%20Laennec%2C%2069008%20Lyon',
    ],
    ['nothing but a postcode: no link', address({ codePostal: '69008' }), false, null],
    ['an empty address: no link', address({}), false, null],
    [
      'identity withheld (before acceptance): no link, even with coarse coordinates',
      address({ ville: 'Lyon', coordonnees: { lat: 45.75, lng: 4.85 } }),
      true,
      null,
    ],
  ] as const)('%s', (_name, where, withheld, href) => {
    expect(directionsHref(where, withheld)).toBe(href);
  });
});

describe('[DIR2] a phone number is one tap away', () => {
  it.each([
    ['04 78 00 00 00', 'tel:0478000000'],
    ['+33 4.78.00.00.00', 'tel:+33478000000'],
    ['', null],
    ['  ', null],
  ])('%j → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
