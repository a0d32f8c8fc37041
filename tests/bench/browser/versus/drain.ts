// N offline status changes drained after reconnect, side by side against the official emulator. Ours: the real
// outbox + sync engine pushing through the Firestore adapter (a batch or a transaction per entry, up to DEFAULT_SYNC_OPTIONS.batchSize in flight). The SDK's
// offline mode: the same changes as queued blind write batches (ride + notifications), from enableNetwork() to waitForPendingWrites().
import {
  collection,
  disableNetwork,
  enableNetwork,
  getDocFromCache,
  getDocsFromServer,
  query,
  waitForPendingWrites,
  where,
} from 'firebase/firestore';
import { AppDb } from '@/data/local/db/app-db';
import { createLeader } from '@/data/local/platform/leader';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { TRANSPORT_COLLECTION } from '@/domain/transport/transport.schema';
import { PROVIDER_VIEWER } from '@tests/bench/support/dataset';
import {
  assignedRides,
  measureDrain,
  systemClock,
  transitions,
  type DrainBackend,
} from '@tests/bench/support/drain';
import {
  countOnServer,
  openClient,
  ownerClient,
  rideRef,
  seedWholeRides,
  type EmulatorTarget,
} from './firebase-clients';
import { sdkStatusChange, transportIdOf } from './sdk-write';
import type { DrainResult } from './types';
import { within } from './within';

const SDK_TIMEOUT_MS = 600_000;
/** measureDrain and the SDK run both name their changes `vidage-<uuid>`: what to count on the server. */
const isDrainChange = (opId: string) => opId.startsWith('vidage-');

/** The emulator project emptied (by Node, through the emulator's REST API), then the rides seeded as the owner. */
export type ResetServer = () => Promise<void>;

/** The app's device client: memory cache (ARCHITECTURE §2), signed in as the provider, under open rules. */
function firestoreBackend(target: EmulatorTarget, reset: ResetServer): DrainBackend {
  return {
    async open(transports, connectivity) {
      await reset();
      const admin = ownerClient(target);
      await seedWholeRides(admin.db, transports);
      await admin.close();
      const device = openClient(
        target,
        PROVIDER_VIEWER,
        'memory',
        `versus-drain-ours-${crypto.randomUUID()}`,
      );
      const remote = createFirestoreRemote({ db: device.db, connectivity, clock: systemClock });
      return { remote, close: () => device.close() };
    },
  };
}

async function changesOnServer(target: EmulatorTarget): Promise<number> {
  const admin = ownerClient(target);
  try {
    return await countOnServer(admin.db, isDrainChange);
  } finally {
    await admin.close();
  }
}

export async function drainOurs(
  target: EmulatorTarget,
  count: number,
  reset: ResetServer,
): Promise<DrainResult> {
  const run = await measureDrain(
    firestoreBackend(target, reset),
    { openDb: (name) => new AppDb(name), leader: () => createLeader() },
    count,
  );
  return {
    engine: 'ours',
    count,
    ms: run.ms,
    onServer: await changesOnServer(target),
    problems: run.refused + run.failed,
    spent: run.spent,
    requests: run.requests,
  };
}

/**
 * The same rides and the same changes (transitions(), chains of three on half the rides) through the SDK's own
 * offline support: rides cached while online, disableNetwork(), the changes queued as blind batches, then the clock
 * runs from enableNetwork() until waitForPendingWrites() resolves (every queued write acknowledged).
 */
export async function drainSdk(
  target: EmulatorTarget,
  count: number,
  reset: ResetServer,
): Promise<DrainResult> {
  await reset();
  const now = systemClock.now();
  const rides = assignedRides(Math.ceil(count / 2), now);
  const ops = transitions(rides, now).slice(0, count);
  const admin = ownerClient(target);
  await seedWholeRides(admin.db, rides);
  await admin.close();
  const device = openClient(
    target,
    PROVIDER_VIEWER,
    'persistent',
    `versus-drain-sdk-${crypto.randomUUID()}`,
  );
  try {
    const mine = query(
      collection(device.db, TRANSPORT_COLLECTION),
      where('provider_org_id', '==', PROVIDER_VIEWER.orgId),
    );
    const cached = await getDocsFromServer(mine);
    if (cached.size !== rides.length) {
      throw new Error(`Cache du SDK : ${cached.size} courses au lieu de ${rides.length}.`);
    }
    await disableNetwork(device.db);
    const byId = new Map(rides.map((ride) => [ride.id, ride] as const));
    let problems = 0;
    const writes = ops.map((op) =>
      sdkStatusChange(device.db, byId, op).catch(() => {
        problems += 1;
      }),
    );
    // The SDK's queue is FIFO: once this cache read answers, every write above is in IndexedDB.
    await getDocFromCache(rideRef(device.db, transportIdOf(ops.at(-1)!)));
    const acknowledged = waitForPendingWrites(device.db);
    const start = performance.now();
    await enableNetwork(device.db);
    await within(acknowledged, SDK_TIMEOUT_MS, 'waitForPendingWrites');
    const ms = performance.now() - start;
    await Promise.all(writes);
    return { engine: 'sdk', count, ms, onServer: await changesOnServer(target), problems };
  } finally {
    await device.close({ clearCache: true });
  }
}
