// Does pending offline work survive a reload / a browser restart? Three steps, a page lifetime apart:
// prepare (online: seed, fill the device; offline: record the changes), then — after Node reloads the page or
// restarts the browser with the emulator still unreachable — resumeLocal (what the device still holds) and, once
// Node lets the emulator through again, resumeOnline (send it). Node then counts what reached the server.
import {
  collection,
  disableNetwork,
  enableNetwork,
  getDocFromCache,
  getDocFromServer,
  getDocsFromCache,
  getDocsFromServer,
  query,
  runTransaction,
  waitForPendingWrites,
  where,
  type Firestore,
} from 'firebase/firestore';
import { AppDb } from '@/data/local/db/app-db';
import type { RemoteOperation } from '@/data/ports';
import { LocalStore } from '@/data/local/local-store';
import { createLeader } from '@/data/local/platform/leader';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { readTransport } from '@/data/remote/firestore/transport-codec';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';
import { createSyncEngine } from '@/sync/create-sync-engine';
import type { SyncEngine } from '@/sync/engine-types';
import { PROVIDER_VIEWER } from '@tests/bench/support/dataset';
import { assignedRides, systemClock, transitions } from '@tests/bench/support/drain';
import { pause } from '@tests/bench/support/stats';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import {
  countOnServer,
  openClient,
  ownerClient,
  rideRef,
  sdkWarnings,
  seedWholeRides,
  type BrowserClient,
  type EmulatorTarget,
} from './firebase-clients';
import { sdkStatusChange, statusChangeData, transportIdOf } from './sdk-write';
import type {
  DurabilityLocal,
  DurabilityOnline,
  DurabilityPrepared,
  Engine,
  Settled,
  TransactionProbe,
} from './types';

/** Names a reload or a restart must find again (the user data directory is fresh for each scenario). */
const OURS_DB = 'versus-durable-appdb';
const SDK_APP = 'versus-durable-sdk';
const ONLINE_TIMEOUT_MS = 60_000;
const PROBE_WAIT_MS = 10_000;

interface OursSession {
  kind: 'ours';
  db: AppDb;
  engine: SyncEngine;
  connectivity: FakeConnectivity;
  device: BrowserClient;
}
interface SdkSession {
  kind: 'sdk';
  device: BrowserClient;
}
/** The live session of this page (one per page lifetime). */
let session: OursSession | SdkSession | null = null;

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await pause(20);
  }
  return true;
}

/** The app's engine on the fixed-name AppDb, over the memory-cache Firestore client, online or not. */
function startOurs(target: EmulatorTarget, online: boolean): OursSession {
  const db = new AppDb(OURS_DB);
  const connectivity = new FakeConnectivity(online);
  const device = openClient(target, PROVIDER_VIEWER, 'memory', `versus-durable-ours-${Date.now()}`);
  const engine = createSyncEngine({
    local: new LocalStore(db, systemClock),
    remote: createFirestoreRemote({ db: device.db, connectivity, clock: systemClock }),
    connectivity,
    leader: createLeader(),
    viewer: () => PROVIDER_VIEWER,
    clock: systemClock,
    random: Math.random,
    lockName: 'sync:versus-durable',
  });
  engine.start();
  return { kind: 'ours', db, engine, connectivity, device };
}

const providerRides = (db: Firestore) =>
  query(
    collection(db, TRANSPORT_COLLECTION),
    where('provider_org_id', '==', PROVIDER_VIEWER.orgId),
  );

/**
 * Online: `rides` rides seeded on the server and brought to the device. Offline: their changes recorded, each
 * confirmed on screen (ours: enqueue resolved, the view written in the same transaction; SDK: the cache shows it).
 */
export async function prepare(
  engine: Engine,
  target: EmulatorTarget,
  rideCount: number,
): Promise<DurabilityPrepared> {
  const now = systemClock.now();
  const rides = assignedRides(rideCount, now);
  const ops = transitions(rides, now);
  const admin = ownerClient(target);
  await seedWholeRides(admin.db, rides);
  await admin.close();
  if (engine === 'ours') {
    const ours = startOurs(target, true);
    session = ours;
    if (!(await until(() => ours.engine.isLeader(), 10_000))) throw new Error('Pas de leader.');
    await ours.engine.syncNow();
    const mirrored = await ours.db.transports.count();
    if (mirrored !== rides.length) throw new Error(`Miroir : ${mirrored}/${rides.length}.`);
    ours.connectivity.set(false);
    const store = new LocalStore(ours.db, systemClock);
    for (const op of ops) {
      const result = await store.enqueue(op);
      if (!result.ok) throw new Error(`Tap refusé : ${result.refusal.reason}`);
    }
  } else {
    const device = openClient(target, PROVIDER_VIEWER, 'persistent', SDK_APP);
    session = { kind: 'sdk', device };
    const cached = await getDocsFromServer(providerRides(device.db));
    if (cached.size !== rides.length) throw new Error(`Cache : ${cached.size}/${rides.length}.`);
    await disableNetwork(device.db);
    const byId = new Map(rides.map((ride) => [ride.id, ride] as const));
    for (const op of ops) void sdkStatusChange(device.db, byId, op).catch(() => undefined);
    // FIFO queue: when this read answers, every change is in the cache (what the list shows).
    const last = await getDocFromCache(rideRef(device.db, transportIdOf(ops.at(-1)!)));
    if (!last.metadata.hasPendingWrites) throw new Error('Écriture en attente invisible.');
  }
  return { opIds: ops.map((op) => op.opId) };
}

/** After the reload / restart, the emulator still unreachable: what does the device still hold? */
export async function resumeLocal(
  engine: Engine,
  target: EmulatorTarget,
): Promise<DurabilityLocal> {
  if (engine === 'ours') {
    const ours = startOurs(target, false);
    session = ours;
    await ours.engine.refreshCounts();
    return { pendingLocally: ours.engine.getState().pending, cachedDocuments: null, warnings: [] };
  }
  const device = openClient(target, PROVIDER_VIEWER, 'persistent', SDK_APP);
  session = { kind: 'sdk', device };
  await disableNetwork(device.db);
  const cached = await getDocsFromCache(providerRides(device.db));
  return {
    pendingLocally: cached.docs.filter((document) => document.metadata.hasPendingWrites).length,
    cachedDocuments: cached.size,
    warnings: [...sdkWarnings],
  };
}

/** The emulator reachable again: « online » for ours, enableNetwork() for the SDK; until all is sent. */
export async function resumeOnline(): Promise<DurabilityOnline> {
  const current = session;
  if (current === null) throw new Error('resumeLocal d’abord.');
  const start = performance.now();
  try {
    if (current.kind === 'ours') {
      current.connectivity.set(true);
      const drained = await until(() => current.engine.getState().pending === 0, ONLINE_TIMEOUT_MS);
      const ms = performance.now() - start;
      await current.engine.stop();
      return drained
        ? { ms, note: null }
        : { ms: null, note: `outbox non vide après ${ONLINE_TIMEOUT_MS / 1000} s` };
    }
    const acknowledged = waitForPendingWrites(current.device.db);
    await enableNetwork(current.device.db);
    const settled = await Promise.race([
      acknowledged.then(() => 'ok' as const),
      pause(ONLINE_TIMEOUT_MS).then(() => 'timeout' as const),
    ]);
    return settled === 'ok'
      ? { ms: performance.now() - start, note: null }
      : { ms: null, note: `waitForPendingWrites non résolu après ${ONLINE_TIMEOUT_MS / 1000} s` };
  } finally {
    // Nothing deleted: a later start on the same profile must find whatever is left (Node removes the profile).
    await current.device.close();
    if (current.kind === 'ours') current.db.close();
    session = null;
  }
}

export async function countChanges(target: EmulatorTarget, opIds: string[]): Promise<number> {
  const wanted = new Set(opIds);
  const admin = ownerClient(target);
  try {
    return await countOnServer(admin.db, (opId) => wanted.has(opId));
  } finally {
    await admin.close();
  }
}

interface Probe {
  device: BrowserClient;
  ride: string;
  op: RemoteOperation;
  state: { settled: Settled; at: number; error: string | null };
  attempt: Promise<unknown> | null;
}
let probe: Probe | null = null;

/** runTransaction offline, step 1 (online): one ride on the server and in the SDK's persistent cache. */
export async function probeSetup(target: EmulatorTarget): Promise<void> {
  const now = systemClock.now();
  const rides = assignedRides(1, now);
  const admin = ownerClient(target);
  await seedWholeRides(admin.db, rides);
  await admin.close();
  const device = openClient(
    target,
    PROVIDER_VIEWER,
    'persistent',
    `versus-transaction-${crypto.randomUUID()}`,
  );
  await getDocFromServer(rideRef(device.db, rides[0]!.id));
  const op = transitions(rides, now)[0]!;
  const state = { settled: 'pending' as Settled, at: 0, error: null };
  probe = { device, ride: rides[0]!.id, op, state, attempt: null };
}

/**
 * Step 2: disableNetwork(), then the status change in a transaction (read the ride, check it with the domain,
 * write the same fields as the blind batch's ride update). Node may have cut the emulator off first. Waits up to 10 s.
 */
export async function probeOffline(): Promise<TransactionProbe['offline']> {
  const current = probe;
  if (current === null) throw new Error('probeSetup d’abord.');
  const { device, ride, op, state } = current;
  const ref = rideRef(device.db, ride);
  await disableNetwork(device.db);
  const start = performance.now();
  current.attempt = runTransaction(device.db, async (tx) => {
    const snapshot = await tx.get(ref);
    const stored = snapshot.exists() ? readTransport(ride, snapshot.data()) : null;
    if (stored === null) throw new Error('Course illisible.');
    tx.update(ref, statusChangeData(new Map([[ride, stored]]), op));
  }).then(
    () => Object.assign(state, { settled: 'resolved', at: performance.now() }),
    (reason: unknown) =>
      Object.assign(state, {
        settled: 'rejected',
        at: performance.now(),
        error: reason instanceof Error ? reason.message : String(reason),
      }),
  );
  await Promise.race([current.attempt, pause(PROBE_WAIT_MS)]);
  const settled: Settled = state.settled;
  return {
    settled,
    ms: (settled === 'pending' ? performance.now() : state.at) - start,
    error: state.error,
  };
}

/** Step 3, the emulator reachable again: enableNetwork(), up to 10 s more, then the server is asked. */
export async function probeOnline(
  target: EmulatorTarget,
): Promise<TransactionProbe['afterReconnect']> {
  const current = probe;
  if (current === null) throw new Error('probeSetup d’abord.');
  probe = null;
  try {
    await enableNetwork(current.device.db);
    await Promise.race([current.attempt, pause(PROBE_WAIT_MS)]);
    const onServer = (await countChanges(target, [current.op.opId])) === 1;
    return { settled: current.state.settled, onServer };
  } finally {
    await current.device.close({ clearCache: true });
  }
}
