import { afterEach } from 'vitest';
import type { AppDb } from '@/data/local/db/app-db';
import { LocalStore } from '@/data/local/local-store';
import type { RemoteDocument } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { freshDb, manualClock } from './fixtures';

export interface Harness {
  db: AppDb;
  store: LocalStore;
  clock: ReturnType<typeof manualClock>;
}

const open: AppDb[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.delete()));
});

/** A store on a fresh database, deleted after the test. */
export function harness(): Harness {
  const db = freshDb();
  open.push(db);
  const clock = manualClock();
  return { db, store: new LocalStore(db, clock), clock };
}

/** Puts server documents in the mirror the way a pull does. */
export function seedServer(store: LocalStore, ...documents: RemoteDocument<Transport>[]) {
  const last = documents.at(-1);
  return store.applyPulled('transports', {
    documents,
    checkpoint: last ? { ts: last.syncTs, id: last.id } : null,
    hasMore: false,
  });
}
