import { describe, expect, it } from 'vitest';
import type { AddressBookPort } from '@/data/ports';
import type { Place } from '@/domain/geocoding/place';

export const bookPlace = (label: string, changes: Partial<Place> = {}): Place => ({
  label,
  rue: label.replace(/ \d{5} .*$/, ''),
  codePostal: /\d{5}/.exec(label)?.[0] ?? '',
  ville: label.replace(/^.*\d{5} /, ''),
  codeInsee: '',
  coordonnees: { lat: 45.74, lng: 4.88 },
  precision: 'adresse',
  source: 'ban',
  ...changes,
});

/** What every address book (Dexie on the device, the in-memory fake) holds to: [BOOK-C]. */
export function defineAddressBookContract(
  make: () => { book: AddressBookPort; advance(ms: number): void },
) {
  describe('[BOOK-C] address book contract', () => {
    it('[BOOK-C1] a remembered place comes back, as the book’s, with its coordinates', async () => {
      const { book } = make();
      await book.remember(bookPlace('5 Place d’Arsonval 69003 Lyon'));
      expect(await book.search('arsonval', 5)).toEqual([
        bookPlace('5 Place d’Arsonval 69003 Lyon', { source: 'carnet' }),
      ]);
    });

    it('[BOOK-C2] the most used first, then the most recent; one entry per place', async () => {
      const { book, advance } = make();
      const centre = bookPlace('12 Avenue Rockefeller 69008 Lyon');
      const home = bookPlace('4 Rue Saint-Maximin 69003 Lyon');
      const clinic = bookPlace('20 Rue Bataille 69008 Lyon');
      await book.remember(home);
      advance(1_000);
      await book.remember(centre);
      advance(1_000);
      await book.remember(centre);
      advance(1_000);
      await book.remember(clinic);
      advance(1_000);
      await book.remember({ ...home, label: '4 RUE SAINT-MAXIMIN 69003 LYON' });
      expect((await book.search('lyon', 5)).map((place) => place.label)).toEqual([
        '4 RUE SAINT-MAXIMIN 69003 LYON',
        centre.label,
        clinic.label,
      ]);
    });

    it('[BOOK-C3] a street with no commune is not kept', async () => {
      const { book } = make();
      await book.remember(bookPlace('3 rue du Moulin', { ville: '', codePostal: '' }));
      expect(await book.search('moulin', 5)).toEqual([]);
    });
  });
}
