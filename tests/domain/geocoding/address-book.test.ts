import { describe, expect, it } from 'vitest';
import {
  isMemorable,
  mergeSuggestions,
  recordUse,
  searchAddressBook,
  type AddressBookEntry,
} from '@/domain/geocoding/address-book';
import type { Place } from '@/domain/geocoding/place';
import { placeNote, searchKey } from '@/domain/geocoding/place';

const place = (label: string, ville = 'Lyon', source: Place['source'] = 'ban'): Place => ({
  label,
  rue: label.split(' 69')[0] ?? '',
  codePostal: '69003',
  ville,
  codeInsee: '69383',
  coordonnees: { lat: 45.74, lng: 4.88 },
  precision: 'adresse',
  source,
});

const HEH = place('5 Place d’Arsonval 69003 Lyon');
const DIALYSE = place('12 Avenue Rockefeller 69008 Lyon');
const HOME = place('4 Rue Saint-Maximin 69003 Lyon');

describe('[GEOC3] the organisation’s address book', () => {
  it('[GEOC3] a use is counted and dated, the place kept as the book’s', () => {
    const first = recordUse(null, HEH, 1_000);
    const second = recordUse(first, HEH, 2_000);
    expect(second).toEqual({
      key: searchKey(HEH.label),
      place: { ...HEH, source: 'carnet' },
      uses: 2,
      lastUsedAt: 2_000,
    });
  });

  const entries: AddressBookEntry[] = [
    { ...recordUse(null, HEH, 5), uses: 2 },
    { ...recordUse(null, DIALYSE, 9), uses: 7 },
    { ...recordUse(null, HOME, 8), uses: 2 },
  ];

  it.each<[string, string[]]>([
    ['lyon', [DIALYSE.label, HOME.label, HEH.label]],
    ['arsonval', [HEH.label]],
    ['pl d arson', [HEH.label]],
    ['st maximin', [HOME.label]],
    ['rockefeller paris', []],
    ['', []],
  ])('[GEOC3] « %s » → most used first, then most recent', (text, labels) => {
    expect(searchAddressBook(entries, text, 5).map((each) => each.label)).toEqual(labels);
  });

  it('[GEOC3] a street without commune is not worth remembering', () => {
    expect(isMemorable({ ...HEH, ville: '', codePostal: '' })).toBe(false);
    expect(isMemorable(HEH)).toBe(true);
  });

  it('[GEOC3] suggestions: book first, each place once, limit kept', () => {
    const book = [{ ...HEH, source: 'carnet' as const }];
    const ban = [place('5 Place d’Arsonval 69003 LYON'), DIALYSE];
    const communes = [place('69003 Lyon', 'Lyon', 'commune')];
    expect(mergeSuggestions([book, ban, communes], 5).map((p) => [p.label, p.source])).toEqual([
      ['5 Place d’Arsonval 69003 Lyon', 'carnet'],
      ['12 Avenue Rockefeller 69008 Lyon', 'ban'],
      ['69003 Lyon', 'commune'],
    ]);
    expect(mergeSuggestions([book, ban, communes], 2)).toHaveLength(2);
  });

  it('[GEOC3] a place located at the door carries no note', () => {
    expect(placeNote(HEH)).toBeNull();
  });
});
