import type { FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import type { EmulatorConfig } from '@/config/env';

export interface CreateFirestoreOptions {
  /** Named database; '(default)' when the project uses the default one (spec §7). */
  databaseId: string;
  /** Only the Firestore emulator's address is read; the full EmulatorConfig fits. */
  emulators: Pick<EmulatorConfig, 'host' | 'firestorePort'> | null;
}

const isAlreadyInitialised = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === 'failed-precondition';

/**
 * The Firestore instance of the app. The cache is in memory on purpose (ARCHITECTURE §2): Dexie is the only
 * durable client store, so there is one write queue (the outbox), not a second one inside the SDK.
 *
 * The module has no side effects: the app imports it lazily, with the signed-in areas.
 */
export function createFirestore(app: FirebaseApp, options: CreateFirestoreOptions): Firestore {
  let db: Firestore;
  try {
    db = initializeFirestore(app, { localCache: memoryLocalCache() }, options.databaseId);
  } catch (error) {
    // Already initialised for this app and database: connecting the emulator changed its settings, so the SDK
    // refuses a second initializeFirestore. One instance per app and database, configured by the first call.
    if (isAlreadyInitialised(error)) return getFirestore(app, options.databaseId);
    throw error;
  }
  if (options.emulators) {
    connectFirestoreEmulator(db, options.emulators.host, options.emulators.firestorePort);
  }
  return db;
}
