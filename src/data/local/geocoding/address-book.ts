import type { AppDb } from '@/data/local/db/app-db';
import type { AddressBookPort } from '@/data/ports';
import {
  isMemorable,
  recordUse,
  searchAddressBook,
  type AddressBookEntry,
} from '@/domain/geocoding/address-book';
import { placeIdentity } from '@/domain/geocoding/place';
import type { Clock } from '@/domain/shared/clock';

/** Enough for a clinic's hospitals, centres and patients' homes; the least recently used go first beyond. */
export const ADDRESS_BOOK_CAPACITY = 1_000;

/**
 * The organisation's address book on this device (AppDb.places, version 4): the places picked in its forms, with
 * their coordinates, searched offline. Ranking lives in the domain (searchAddressBook); this adapter reads and
 * writes rows.
 */
export function dexieAddressBook(db: AppDb, clock: Clock): AddressBookPort {
  return {
    async search(query, limit) {
      const entries: AddressBookEntry[] = await db.places.toArray();
      return searchAddressBook(entries, query, limit);
    },
    async remember(place) {
      if (!isMemorable(place)) return;
      await db.transaction('rw', db.places, async () => {
        const previous = (await db.places.get(placeIdentity(place))) ?? null;
        await db.places.put(recordUse(previous, place, clock.now()));
        const overflow = (await db.places.count()) - ADDRESS_BOOK_CAPACITY;
        if (overflow > 0) {
          const oldest = await db.places.orderBy('lastUsedAt').limit(overflow).primaryKeys();
          await db.places.bulkDelete(oldest);
        }
      });
    },
  };
}
