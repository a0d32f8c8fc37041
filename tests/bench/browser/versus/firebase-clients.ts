// Browser-side Firebase clients of the side-by-side benchmark: the device (ours: memory cache, as the app;
// the SDK's offline mode: persistentLocalCache) and the « console » (owner token, rules bypassed) that seeds the
// server and counts what reached it. Browser build of the SDK, WebChannel to the official emulator.
import { deleteApp, initializeApp } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  collection,
  connectFirestoreEmulator,
  doc,
  getDocsFromServer,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  serverTimestamp,
  terminate,
  writeBatch,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore';
import { setWholeRide } from '@/data/remote/firestore/ride-parts';
import { encodeTransportFields, transportRef } from '@/data/remote/firestore/transport-codec';
import type { Viewer } from '@/data/ports';
import { TRANSPORT_COLLECTION, type Transport } from '@/domain/transport/transport.schema';

/** Where the emulator is and which `demo-…` project (open rules) this run writes to. */
export interface EmulatorTarget {
  host: string;
  port: number;
  projectId: string;
}

export type CacheKind = 'memory' | 'persistent';

/** The SDK's own warnings (console.warn « @firebase/firestore: … »), collected since the page loaded. */
export const sdkWarnings: string[] = [];

/** Installed once by the page: the SDK says through console.warn when it falls back to a memory cache. */
export function collectSdkWarnings(): void {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.includes('@firebase/firestore')) sdkWarnings.push(text);
    warn(...args);
  };
}

export interface BrowserClient {
  db: Firestore;
  /** Terminates the SDK and deletes the app; with `clearCache`, also deletes its IndexedDB cache. */
  close(options?: { clearCache?: boolean }): Promise<void>;
}

/** The emulator's unsigned test token for a viewer (same claims as tests/support/firestore-emulator). */
function deviceToken(viewer: Viewer): EmulatorMockTokenOptions {
  const email = `${viewer.uid}@${viewer.orgId.replace(/_/g, '-')}.test`;
  return {
    sub: viewer.uid,
    email,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: { email: [email] } },
  };
}

/**
 * One SDK client. `appName` is what a reload or a restart must find again: the persistent cache's IndexedDB
 * database is named after the app, the project and the database, and its write queue after the user.
 */
export function openClient(
  target: EmulatorTarget,
  who: Viewer | 'owner',
  cache: CacheKind,
  appName: string,
): BrowserClient {
  const app = initializeApp({ projectId: target.projectId, apiKey: 'demo' }, appName);
  const db = initializeFirestore(app, {
    // persistentLocalCache() as the Firebase docs show it: default (single-tab) manager.
    localCache: cache === 'persistent' ? persistentLocalCache() : memoryLocalCache(),
  });
  connectFirestoreEmulator(db, target.host, target.port, {
    mockUserToken: who === 'owner' ? 'owner' : deviceToken(who),
  });
  return {
    db,
    close: async ({ clearCache = false } = {}) => {
      await terminate(db);
      if (clearCache) await clearIndexedDbPersistence(db);
      await deleteApp(app);
    },
  };
}

export const ownerClient = (target: EmulatorTarget) =>
  openClient(target, 'owner', 'memory', `versus-console-${crypto.randomUUID()}`);

/** Writes per commit (the SDK typings' cap is 500). */
const BATCH_WRITES = 450;

/** Whole rides as the Firestore adapter stores them (shared part, identity part, offer marker: 3 writes each). */
export async function seedWholeRides(db: Firestore, rides: readonly Transport[]): Promise<void> {
  const perBatch = Math.floor(BATCH_WRITES / 3);
  for (let start = 0; start < rides.length; start += perBatch) {
    const batch = writeBatch(db);
    for (const ride of rides.slice(start, start + perBatch)) setWholeRide(batch, db, ride);
    await batch.commit();
  }
}

/** Only the shared documents (`transports/{id}`), the ones a provider's list listens to. */
export async function seedSharedRides(db: Firestore, rides: readonly Transport[]): Promise<void> {
  for (let start = 0; start < rides.length; start += BATCH_WRITES) {
    const batch = writeBatch(db);
    for (const ride of rides.slice(start, start + BATCH_WRITES)) {
      batch.set(transportRef(db, ride.id), {
        ...encodeTransportFields(ride),
        updated_at: serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

/**
 * How many distinct op ids the server holds as history entries (read as the owner, from the server), among those
 * `wanted` accepts: what reached it, whichever engine wrote it.
 */
export async function countOnServer(
  db: Firestore,
  wanted: (opId: string) => boolean,
): Promise<number> {
  const found = new Set<string>();
  const snapshot = await getDocsFromServer(collection(db, TRANSPORT_COLLECTION));
  for (const document of snapshot.docs) {
    const history: unknown = document.get('historique_etats');
    if (!Array.isArray(history)) continue;
    for (const entry of history as { op_id?: unknown }[]) {
      if (typeof entry.op_id === 'string' && wanted(entry.op_id)) found.add(entry.op_id);
    }
  }
  return found.size;
}

export const rideRef = (db: Firestore, id: string) => doc(db, TRANSPORT_COLLECTION, id);
