import type { AppDb } from '@/data/local/db/app-db';
import { createDemoRemote } from '@/data/demo-server/demo-remote';
import { LocalStore } from '@/data/local/local-store';
import type { LeaderPort, RemoteOperation, RemotePort } from '@/data/ports';
import { MILLIS_PER_HOUR, type Clock } from '@/domain/shared/clock';
import { buildNewTransport } from '@/domain/transport/build-new-transport';
import { transportInputSchema } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { createSyncEngine } from '@/sync/create-sync-engine';
import type { SyncEngine } from '@/sync/engine-types';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import { PROVIDER_VIEWER } from './dataset';
import { formatCount, formatMs, timingCells, type BenchTable, type Verdict } from './report';
import { pause, summarize } from './stats';

export const DRAIN_TARGET_MS = 2000;
// Generous: on a loaded 2-core machine 1 000 transactions against the emulator took over 3 min; past 10, it hangs.
const DRAIN_TIMEOUT_MS = 600_000;
export const systemClock: Clock = { now: () => Date.now() };

/** A server to drain into: fresh for each run, holding `transports`, reachable while `connectivity` says so. */
export interface DrainBackend {
  open(transports: readonly Transport[], connectivity: FakeConnectivity): Promise<OpenBackend>;
}
export interface OpenBackend {
  remote: RemotePort;
  close(): Promise<void>;
}

export interface DrainEnvironment {
  openDb(name: string): AppDb;
  leader(): LeaderPort;
}

export interface DrainRun {
  ms: number;
  refused: number;
  failed: number;
  /** Milliseconds inside each port method during the drain (pushes overlap: up to the pool's bound run at once). */
  spent: Record<string, number>;
  /** Server round trips during the drain, by RPC (resource timing; empty where the runtime records none). */
  requests: Record<string, number>;
}

/**
 * The Firestore RPCs the page sent between two instants, by name (batchGet, commit, beginTransaction, …): the
 * round trips a drain pays, read from the browser's resource timing (the streams' long polls are left out).
 */
function requestsBetween(start: number, end: number): Record<string, number> {
  const counts: Record<string, number> = {};
  if (typeof performance.getEntriesByType !== 'function') return counts;
  for (const entry of performance.getEntriesByType('resource')) {
    if (entry.startTime < start || entry.startTime > end) continue;
    const rpc = /documents:(\w+)|Firestore\/(\w+)\/channel/.exec(entry.name);
    const name = rpc?.[1] ?? (rpc?.[2] ? `${rpc[2]} (flux)` : null);
    if (name !== null) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** The port, each async method timed into `spent` while `on()` says so. */
function timedPort<T extends object>(
  port: T,
  prefix: string,
  spent: Record<string, number>,
  on: () => boolean,
): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || typeof key !== 'string') return value;
      return (...args: unknown[]) => {
        const start = performance.now();
        const result: unknown = value.apply(target, args);
        if (!on() || !(result instanceof Promise)) return result;
        const name = `${prefix}.${key}`;
        return result.finally(() => {
          spent[name] = (spent[name] ?? 0) + performance.now() - start;
        });
      };
    },
  });
}

const INPUT = transportInputSchema.parse({
  type_transport: 'ambulance',
  date_transport: Date.now(),
  adresse_depart: { rue: '12 rue de la Paix', ville: 'Paris', codePostal: '75002' },
  adresse_arrivee: { rue: '1 place du Parvis Notre-Dame', ville: 'Paris', codePostal: '75004' },
  patient_info: { firstName: 'Jeanne', lastName: 'Martin', phone: '0601020304' },
  informations_medicales: { pathologie: 'Dialyse', mobilite: 'fauteuil_roulant' },
});

/** Rides of the viewer's company, driver assigned, leaving within the hour. */
export function assignedRides(count: number, now: number): Transport[] {
  return Array.from({ length: count }, (_, index) => {
    const id = `vidage-${String(index).padStart(5, '0')}`;
    const base = buildNewTransport(INPUT, {
      id,
      transportId: `tr_ambulance_${String(index).padStart(5, '0')}`,
      creator: { uid: 'u-clin_02', orgId: 'clin_02', role: 'clinique' },
      now: now - 2 * MILLIS_PER_HOUR,
      opId: `create-${id}`,
    });
    return {
      ...base,
      // Due now, not in an hour: after 23:00 in Paris an hour later is tomorrow, and a ride's steps are refused
      // before its day (the drain crashed on « prévu le … » when run late in the evening).
      date_transport: now,
      etat: 'assigned',
      status: 'assigned',
      provider_org_id: PROVIDER_VIEWER.orgId,
    };
  });
}

/**
 * `count` status changes over count/2 rides: every ride gets « en route », then half of them also « arrivé » and
 * « patient à bord » — chains of three on one ride, enqueued far apart, so the per-transport FIFO is exercised.
 */
export function transitions(rides: readonly Transport[], now: number): RemoteOperation[] {
  const op = (ride: Transport, status: TransportStatus): RemoteOperation => {
    const opId = `vidage-${crypto.randomUUID()}`;
    const update = { opId, status, actor: PROVIDER_VIEWER, deviceTime: now };
    return { kind: 'transport.status', opId, transportId: ride.id, update };
  };
  const chained = rides.slice(0, Math.floor(rides.length / 2));
  return [
    ...rides.map((ride) => op(ride, 'en_route_pickup')),
    ...chained.map((ride) => op(ride, 'arrived_pickup')),
    ...chained.map((ride) => op(ride, 'patient_loaded')),
  ];
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Délai dépassé : ${what}`);
    await pause(5);
  }
}

/** Resolves with the time at which the engine's state first shows an empty outbox. */
function outboxEmpty(engine: SyncEngine): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`L’outbox ne s’est pas vidée en ${DRAIN_TIMEOUT_MS / 1000} s.`));
    }, DRAIN_TIMEOUT_MS);
    const stop = engine.subscribe((state) => {
      if (state.pending !== 0) return;
      clearTimeout(timer);
      stop();
      resolve(performance.now());
    });
  });
}

/**
 * One drain: the real LocalStore and sync engine pull the rides while online, go offline, record `count` taps,
 * then come back online; measured from the « online » event to the engine's count showing an empty outbox.
 */
export async function measureDrain(
  backend: DrainBackend,
  environment: DrainEnvironment,
  count: number,
): Promise<DrainRun> {
  const now = systemClock.now();
  const rides = assignedRides(Math.ceil(count / 2), now);
  const ops = transitions(rides, now).slice(0, count);
  const connectivity = new FakeConnectivity(true);
  const server = await backend.open(rides, connectivity);
  const db = environment.openDb(`bench-vidage-${crypto.randomUUID()}`);
  const store = new LocalStore(db, systemClock);
  const spent: Record<string, number> = {};
  let draining = false;
  const engine = createSyncEngine({
    local: timedPort(store, 'local', spent, () => draining),
    remote: timedPort(server.remote, 'remote', spent, () => draining),
    connectivity,
    leader: environment.leader(),
    viewer: () => PROVIDER_VIEWER,
    clock: systemClock,
    random: Math.random,
    lockName: `sync:bench-${crypto.randomUUID()}`,
  });
  try {
    engine.start();
    await until(() => engine.isLeader(), 'prise du rôle de synchronisation', 10_000);
    await engine.syncNow();
    const mirrored = await db.transports.count();
    if (mirrored !== rides.length) {
      throw new Error(`Tirage initial incomplet : ${mirrored}/${rides.length} courses.`);
    }
    connectivity.set(false);
    for (const op of ops) {
      const result = await store.enqueue(op);
      if (!result.ok) throw new Error(`Tap refusé hors ligne : ${result.refusal.reason}`);
    }
    await engine.refreshCounts();
    if (engine.getState().pending !== ops.length) {
      throw new Error(`Outbox : ${engine.getState().pending} entrées au lieu de ${ops.length}.`);
    }
    const emptied = outboxEmpty(engine);
    // The default buffer keeps 250 entries: a drain of 1 000 sends several thousand requests.
    performance.clearResourceTimings?.();
    performance.setResourceTimingBufferSize?.(100_000);
    draining = true;
    const start = performance.now();
    connectivity.set(true);
    const end = await emptied;
    draining = false;
    const { refused, failed } = await store.problemCounts();
    return { ms: end - start, refused, failed, spent, requests: requestsBetween(start, end) };
  } finally {
    await engine.stop();
    await server.close();
    db.close();
    await db.delete();
  }
}

export interface DrainCase {
  /** Row label: backend and where it runs. */
  label: string;
  count: number;
  runs: number;
  /** Not measurable here (e.g. the Firestore adapter is missing): printed instead of figures. */
  skip?: string;
  backend?: DrainBackend;
  /** Local backend rows are held to the 2 s target for 100 operations. */
  target?: number;
}

/** Mean time per run inside each port method, largest first. */
function breakdown(runs: readonly DrainRun[]): string {
  const totals: Record<string, number> = {};
  for (const run of runs) {
    for (const [name, ms] of Object.entries(run.spent)) totals[name] = (totals[name] ?? 0) + ms;
  }
  return Object.entries(totals)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${formatMs(ms / runs.length)}`)
    .join(', ');
}

export async function runDrainCases(
  title: string,
  context: string[],
  environment: DrainEnvironment,
  cases: readonly DrainCase[],
): Promise<BenchTable> {
  const rows: string[][] = [];
  const notes: string[] = [];
  const verdicts: Verdict[] = [];
  for (const item of cases) {
    const target = `vidage de ${item.count} < ${formatMs(item.target ?? 0)} (${item.label})`;
    const skip = item.skip ?? (item.runs === 0 ? 'non mesuré (0 run prévu)' : undefined);
    if (skip !== undefined || item.backend === undefined) {
      rows.push([
        item.label,
        formatCount(item.count),
        '0',
        skip ?? 'non mesuré',
        '',
        '',
        '',
        '',
        '',
      ]);
      if (item.target !== undefined) verdicts.push({ target, measured: skip ?? '', met: null });
      continue;
    }
    const runs: DrainRun[] = [];
    for (let run = 0; run < item.runs; run += 1) {
      runs.push(await measureDrain(item.backend, environment, item.count));
    }
    const summary = summarize(runs.map((run) => run.ms));
    const problems = runs.reduce((sum, run) => sum + run.refused + run.failed, 0);
    rows.push([
      item.label,
      formatCount(item.count),
      String(summary.runs),
      ...timingCells(summary),
      formatMs(summary.median / item.count),
      problems === 0 ? '0' : String(problems),
      item.target === undefined ? '—' : `< ${formatMs(item.target)}`,
    ]);
    if (problems > 0) {
      notes.push(
        `${item.label} × ${item.count} : ${problems} entrées refusées ou en échec (attendu : 0).`,
      );
    }
    if (item.target !== undefined) {
      verdicts.push({
        target,
        measured: `${formatMs(summary.median)} (p95 ${formatMs(summary.p95)})`,
        met: summary.median < item.target,
      });
    }
    if (item.target !== undefined && summary.median >= item.target) {
      notes.push(
        `${item.label} × ${item.count} : cible ${formatMs(item.target)} manquée (médiane ${formatMs(summary.median)}) ; ` +
          `temps cumulé par appel de port (les push d’un lot se chevauchent) : ${breakdown(runs)}.`,
      );
    }
  }
  return {
    title,
    context,
    columns: [
      'backend',
      'transitions',
      'runs',
      'médiane',
      'p95',
      'min',
      'par transition',
      'refus/échecs',
      'cible',
    ],
    rows,
    notes,
    verdicts,
  };
}

/** Deletes an IndexedDB database by name (the demo server's, whose Dexie instance the remote owns). */
export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Suppression de ${name} impossible`));
  });
}

/** The embedded demo backend (createDemoRemote) on its own fresh IndexedDB database. */
export const demoBackend: DrainBackend = {
  async open(transports, connectivity) {
    const remote = createDemoRemote({
      connectivity,
      clock: systemClock,
      dbName: `bench-serveur-demo-${crypto.randomUUID()}`,
    });
    await remote.seedTransports(transports);
    return {
      remote,
      close: async () => {
        remote.close();
        await deleteDatabase(remote.dbName);
      },
    };
  },
};
