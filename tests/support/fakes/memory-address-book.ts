import type { AddressBookPort } from '@/data/ports';
import {
  isMemorable,
  recordUse,
  searchAddressBook,
  type AddressBookEntry,
} from '@/domain/geocoding/address-book';
import { placeIdentity } from '@/domain/geocoding/place';

/** The address book in memory, for UI tests (same contract as the device's Dexie table). */
export class MemoryAddressBook implements AddressBookPort {
  readonly entries = new Map<string, AddressBookEntry>();
  constructor(private readonly now: () => number = Date.now) {}

  async search(query: string, limit: number) {
    return searchAddressBook([...this.entries.values()], query, limit);
  }

  async remember(place: Parameters<AddressBookPort['remember']>[0]) {
    if (!isMemorable(place)) return;
    const key = placeIdentity(place);
    this.entries.set(key, recordUse(this.entries.get(key) ?? null, place, this.now()));
  }
}
