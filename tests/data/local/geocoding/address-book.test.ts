// @vitest-environment node
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { AppDb, databaseNameFor } from '@/data/local/db/app-db';
import { ADDRESS_BOOK_CAPACITY, dexieAddressBook } from '@/data/local/geocoding/address-book';
import { clearPatientData } from '@/data/local/session-data';
import { forgetOrganisation } from '@/data/local/store/forget-organisation';
import {
  bookPlace,
  defineAddressBookContract,
} from '@tests/data/address-book-contract/address-book-contract';
import { freshDb, manualClock } from '../support/fixtures';

const opened: Dexie[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});
const tracked = <T extends Dexie>(db: T) => (opened.push(db), db);

describe('[BOOK-C] the device’s Dexie table', () => {
  defineAddressBookContract(() => {
    const clock = manualClock(1_000);
    return {
      book: dexieAddressBook(tracked(freshDb()), clock),
      advance: (ms) => clock.set(clock.now() + ms),
    };
  });
});

describe('[BOOK1] the address book on the device', () => {
  it('[BOOK1] beyond its capacity the least recently used place goes', async () => {
    const db = tracked(freshDb());
    const clock = manualClock(1_000);
    const book = dexieAddressBook(db, clock);
    await db.places.bulkPut(
      Array.from({ length: ADDRESS_BOOK_CAPACITY }, (_, index) => ({
        key: `lieu ${index}`,
        place: bookPlace(`${index} rue du Test 69003 Lyon`, { source: 'carnet' }),
        uses: 1,
        lastUsedAt: 10 + index,
      })),
    );
    await book.remember(bookPlace('1 place Bellecour 69002 Lyon'));
    expect(await db.places.count()).toBe(ADDRESS_BOOK_CAPACITY);
    expect(await db.places.get('lieu 0')).toBeUndefined();
    expect(await db.places.get('lieu 1')).toBeDefined();
  });

  it('[BOOK1] patients’ homes are personal data: sign-out and leaving the organisation clear the book', async () => {
    const db = tracked(freshDb());
    const book = dexieAddressBook(db, manualClock(1_000));
    await book.remember(bookPlace('4 Rue Saint-Maximin 69003 Lyon'));
    await clearPatientData(db);
    expect(await db.places.count()).toBe(0);
    await book.remember(bookPlace('4 Rue Saint-Maximin 69003 Lyon'));
    await forgetOrganisation(db);
    expect(await db.places.count()).toBe(0);
  });
});

describe('[DB4] schema version 4 adds the address book without touching older data', () => {
  it('[DB4] a version-3 database opens at the current version with its rows kept and an empty address book', async () => {
    const uid = `v3-${crypto.randomUUID()}`;
    // The device as issue 13 left it: versions 1–3 only.
    const v3 = new Dexie(databaseNameFor(uid));
    v3.version(1).stores({
      transports: 'id',
      outbox: '++seq, &opId, entityKey, state, [entityKey+seq]',
      notifications: '&id, unread, created_at',
      profiles: '&uid',
      patients: '&id, orga_id',
      meta: '&key',
    });
    v3.version(2).stores({ messages: '&id, transport_id, pending', messageReads: '&transport_id' });
    v3.version(3).stores({ messages: '&id, transport_id, pending, [transport_id+created_at]' });
    await v3.open();
    await v3.table('meta').put({ key: 'device-id', value: 'appareil-1' });
    await v3.table('patients').put({ id: 'p1', orga_id: 'org-1' });
    v3.close();

    const db = tracked(new AppDb(uid));
    await db.open();
    expect(db.verno).toBe(9);
    expect(await db.meta.get('device-id')).toEqual({ key: 'device-id', value: 'appareil-1' });
    expect(await db.patients.get('p1')).toEqual({ id: 'p1', orga_id: 'org-1' });
    expect(await db.places.count()).toBe(0);
    expect(db.places.schema.primKey.name).toBe('key');
    expect(db.places.schema.indexes.map((index) => index.name)).toEqual(['lastUsedAt']);
  });
});
