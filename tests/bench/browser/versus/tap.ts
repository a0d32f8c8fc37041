// Tap → UI offline, side by side, on the same 10 000 transports and the same list screen (the provider's
// « en cours » tab rendered by React). Ours: store.enqueue, then the list patched from the row it wrote
// (usePatchedLive + patchProviderTab, as the tabs’ lists do: usePatchedTabList), the tab's live query (Dexie liveQuery) re-running after.
// The SDK's offline mode: a blind write batch (ride + the step's notifications) while disableNetwork(), then onSnapshot on the tab's query.
import { createElement, useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  collection,
  disableNetwork,
  documentId,
  getDocsFromCache,
  getDocsFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import { AppDb } from '@/data/local/db/app-db';
import { usePatchedLive } from '@/data/local/live-patched';
import { LocalStore } from '@/data/local/local-store';
import { patchProviderTab } from '@/data/local/queries/provider-tab-patch';
import { transportQueries } from '@/data/local/transport-queries';
import { fixedClock } from '@/domain/shared/clock';
import {
  IN_PROGRESS_STATUSES,
  TRANSPORT_STATUS_LABELS,
  type TransportStatus,
} from '@/domain/transport/transport-status';
import { TRANSPORT_COLLECTION, type Transport } from '@/domain/transport/transport.schema';
import { BENCH_NOW, generateTapTransports, PROVIDER_VIEWER } from '@tests/bench/support/dataset';
import { seedMirror } from '@tests/bench/support/mirror';
import { formatCount } from '@tests/bench/support/report';
import { pause } from '@tests/bench/support/stats';
import { statusOp, stepFrom } from '@tests/bench/support/tap-to-ui';
import {
  openClient,
  ownerClient,
  rideRef,
  seedSharedRides,
  type EmulatorTarget,
} from './firebase-clients';
import { sdkStatusChange } from './sdk-write';
import { trace } from './trace';
import type { TapResult, TapSample } from './types';
import { within } from './within';

/** A tap the list never shows is a failure, not a hang. */
const TAP_TIMEOUT_MS = 10_000;

export interface TapConfig {
  size: number;
  iterations: number;
  warmup: number;
  container: Element;
}

/** A row of the list on screen: what both lists render. */
interface Row {
  id: string;
  etat: TransportStatus;
  transport_id: string | null;
}
type Rows = readonly Row[] | null;

/** Resolves, with its time, on the first value fed that satisfies the predicate. */
function firstMatch<T>() {
  let waiting: { until(value: T): boolean; resolve(at: number): void } | null = null;
  return {
    feed(value: T) {
      if (waiting?.until(value)) {
        const { resolve } = waiting;
        waiting = null;
        resolve(performance.now());
      }
    },
    next(until: (value: T) => boolean) {
      return new Promise<number>((resolve) => (waiting = { until, resolve }));
    },
  };
}

const shows = (id: string, etat: TransportStatus) => (rows: Rows) =>
  rows?.some((row) => row.id === id && row.etat === etat) ?? false;

function List({ rows }: { rows: Rows }): ReactElement {
  if (rows === null) return createElement('p', null, 'Chargement…');
  return createElement(
    'ul',
    null,
    rows.map((row) =>
      createElement(
        'li',
        { key: row.id, 'data-etat': row.etat },
        `${row.transport_id} — ${TRANSPORT_STATUS_LABELS[row.etat]}`,
      ),
    ),
  );
}

/** Every ride at the end of its steps: the loop would spin without yielding (no timer could stop it). */
function outOfSteps(rides: readonly Row[]): void {
  if (rides.every((ride) => stepFrom(ride.etat) === null)) {
    throw new Error(
      `Plus aucune course à faire avancer dans « En cours » (${rides.length} courses).`,
    );
  }
}

/** The taps: rides of the tab that can move one step and stay in it, round-robin, one quiet tap at a time. */
async function tapLoop(
  rows: readonly Row[],
  config: TapConfig,
  tapOnce: (ride: Row, target: TransportStatus) => Promise<TapSample>,
): Promise<TapSample[]> {
  const movable = rows.map((row) => ({ ...row })).filter((row) => stepFrom(row.etat) !== null);
  if (movable.length === 0) throw new Error('Aucune course à faire avancer dans « En cours ».');
  const samples: TapSample[] = [];
  for (let round = 0, cursor = 0; round < config.warmup + config.iterations; cursor += 1) {
    const ride = movable[cursor % movable.length]!;
    const target = stepFrom(ride.etat);
    if (target === null) {
      outOfSteps(movable);
      continue;
    }
    await pause(30); // each tap starts from a quiet page (previous render, GC)
    const sample = await tapOnce(ride, target);
    ride.etat = target;
    if (round >= config.warmup) samples.push(sample);
    round += 1;
  }
  return samples;
}

/** Ours: the device mirror filled as pulls fill it, the tab read by listTab through useLive. */
export async function tapOurs(config: TapConfig): Promise<TapResult> {
  const db = new AppDb(`versus-tap-${crypto.randomUUID()}`);
  const store = new LocalStore(db, fixedClock(BENCH_NOW));
  const queries = transportQueries(db);
  const seen = firstMatch<Rows>();
  const committed = firstMatch<Rows>();
  const root = createRoot(config.container);
  const setup: Record<string, number> = {};
  try {
    const seedStart = performance.now();
    trace(`nous : remplissage du miroir (${config.size})`);
    await seedMirror(store, generateTapTransports(config.size));
    setup['miroir Dexie rempli (applyPulled)'] = performance.now() - seedStart;
    trace('nous : miroir rempli');

    // Which of the two answered first, and how long the patch itself took (ms), for the sample being measured.
    let via: 'patch' | 'query' | null = null;
    let patchMs = 0;
    function OursList() {
      const rows = usePatchedLive<Transport[] | null>(
        db,
        async () => {
          const list = await queries.listTab(PROVIDER_VIEWER, 'en-cours', BENCH_NOW);
          via ??= 'query';
          seen.feed(list);
          return list;
        },
        (page, written) => {
          const start = performance.now();
          const list =
            page && patchProviderTab(page, written, PROVIDER_VIEWER, 'en-cours', BENCH_NOW);
          patchMs = performance.now() - start;
          if (list) {
            via ??= 'patch';
            seen.feed(list);
          }
          return list;
        },
        [],
        null,
      );
      useLayoutEffect(() => committed.feed(rows));
      return createElement(List, { rows });
    }

    const loaded = committed.next((rows) => rows !== null);
    root.render(createElement(OursList));
    await loaded;
    const rows = await queries.listTab(PROVIDER_VIEWER, 'en-cours', BENCH_NOW);
    trace(`nous : liste dessinée (${rows.length})`);
    const samples = await tapLoop(rows, config, async (ride, target) => {
      const seenAt = seen.next(shows(ride.id, target));
      const commitAt = committed.next(shows(ride.id, target));
      via = null;
      patchMs = 0;
      trace(`nous : tap ${ride.id} → ${target}`);
      const tap = performance.now();
      const result = await store.enqueue(statusOp(ride.id, target));
      const call = performance.now() - tap;
      if (!result.ok) throw new Error(`Changement refusé : ${result.refusal.reason}`);
      return {
        call,
        seen: (await within(seenAt, TAP_TIMEOUT_MS, 'liste corrigée ou relue')) - tap,
        doc: null,
        commit: (await within(commitAt, TAP_TIMEOUT_MS, 'commit de la liste')) - tap,
        via: via ?? 'query',
        patchMs,
      };
    });
    // The floor under a tap: one strict-durability transaction writing one small row, nothing read (the
    // product's promise, « on disk before the UI changes », costs at least this much).
    const floor: number[] = [];
    for (let run = 0; run < config.iterations; run += 1) {
      await pause(30);
      const start = performance.now();
      await db.transaction('rw', db.meta, () => db.meta.put({ key: 'banc:plancher', value: run }));
      floor.push(performance.now() - start);
    }
    floor.sort((a, b) => a - b);
    setup['plancher : 1 transaction durable (strict) d’une ligne, médiane'] =
      floor[Math.floor(floor.length / 2)] ?? Number.NaN;
    return { engine: 'ours', size: config.size, listRows: rows.length, samples, setup };
  } finally {
    root.unmount();
    db.close();
    await db.delete();
  }
}

/**
 * Every transport into the SDK's cache, as the app's listeners would have brought them, a page at a time: one
 * answer with all 10 000 is too big for the emulator's WebChannel (it fails with 400s). Pages of 250: the full plan's
 * first page of 1 000 (25 days of rides, most finished with their whole history) went unanswered for 120 s, twice.
 */
async function fillCache(db: Firestore, pageSize = 250): Promise<number> {
  let total = 0;
  let after: string | null = null;
  for (;;) {
    const constraints: QueryConstraint[] = [
      orderBy(documentId()),
      ...(after === null ? [] : [startAfter(after)]),
    ];
    const page: QuerySnapshot = await within(
      getDocsFromServer(
        query(collection(db, TRANSPORT_COLLECTION), ...constraints, limit(pageSize)),
      ),
      120_000,
      `page de ${pageSize} transports après ${total} (remplissage du cache du SDK)`,
    );
    total += page.size;
    trace(`cache : ${total}`);
    if (page.size < pageSize) return total;
    after = page.docs.at(-1)!.id;
  }
}

/** The provider's « en cours » tab as a Firestore query: what its list screen listens to. */
const enCoursQuery = (db: Firestore) =>
  query(
    collection(db, TRANSPORT_COLLECTION),
    where('provider_org_id', '==', PROVIDER_VIEWER.orgId),
    where('etat', 'in', [...IN_PROGRESS_STATUSES]),
    orderBy('date_transport'),
  );

const asRow = (id: string, data: DocumentData) => ({ id, ...data }) as Row;

/**
 * The SDK's offline mode: the same transports on the server, the device's persistent cache filled with all of
 * them while online (as a listener over the collection would), the tab's query listened to, then disableNetwork().
 */
export async function tapSdk(config: TapConfig, target: EmulatorTarget): Promise<TapResult> {
  const transports = generateTapTransports(config.size);
  const admin = ownerClient(target);
  const device = openClient(
    target,
    PROVIDER_VIEWER,
    'persistent',
    `versus-tap-sdk-${crypto.randomUUID()}`,
  );
  const seen = firstMatch<Rows>();
  const committed = firstMatch<Rows>();
  const synced = firstMatch<boolean>();
  const root = createRoot(config.container);
  const setup: Record<string, number> = {};
  try {
    let start = performance.now();
    trace(`SDK : remplissage de l’émulateur (${transports.length})`);
    await within(seedSharedRides(admin.db, transports), 300_000, 'remplissage de l’émulateur');
    trace('SDK : remplissage du cache');
    setup['émulateur rempli (writeBatch de 450)'] = performance.now() - start;
    start = performance.now();
    const cached = await fillCache(device.db);
    setup['cache persistant du SDK rempli (getDocs en ligne, pages de 250)'] =
      performance.now() - start;
    if (cached !== config.size) {
      throw new Error(`Cache du SDK : ${cached} transports au lieu de ${config.size}.`);
    }

    function SdkList() {
      const [rows, setRows] = useState<Rows>(null);
      useEffect(
        () =>
          onSnapshot(
            enCoursQuery(device.db),
            (snapshot) => {
              const list = snapshot.docs.map((document) => asRow(document.id, document.data()));
              seen.feed(list);
              setRows(list);
            },
            (error) => {
              throw error; // reported as a page error; the tap waiting for this list then times out
            },
          ),
        [],
      );
      useLayoutEffect(() => committed.feed(rows));
      return createElement(List, { rows });
    }

    trace('SDK : écoute de l’onglet');
    // The list's listener reports data changes only; a second one on the same query (same target) says when the
    // server has answered it, then goes.
    const live = synced.next((fromServer) => fromServer);
    const stopSync = onSnapshot(enCoursQuery(device.db), { includeMetadataChanges: true }, (s) =>
      synced.feed(!s.metadata.fromCache),
    );
    const loaded = committed.next((rows) => rows !== null);
    root.render(createElement(SdkList));
    await within(Promise.all([live, loaded]), 60_000, 'première réponse du serveur à la liste');
    stopSync();
    trace('SDK : disableNetwork');
    await disableNetwork(device.db);
    const onDevice = await getDocsFromCache(enCoursQuery(device.db));
    const rows = onDevice.docs.map((document) => asRow(document.id, document.data()));
    const byId = new Map(transports.map((transport) => [transport.id, transport] as const));
    const samples = await tapLoop(rows, config, async (ride, target) => {
      const seenAt = seen.next(shows(ride.id, target));
      const commitAt = committed.next(shows(ride.id, target));
      const docSeen = firstMatch<TransportStatus | undefined>();
      const docAt = docSeen.next((etat) => etat === target);
      const docReady = firstMatch<boolean>();
      const ready = docReady.next(() => true);
      const stopDoc = onSnapshot(rideRef(device.db, ride.id), (snapshot) => {
        docReady.feed(true);
        docSeen.feed(snapshot.get('etat') as TransportStatus | undefined);
      });
      await within(ready, TAP_TIMEOUT_MS, 'écoute du document');
      trace(`SDK : tap ${ride.id} → ${target}`);
      const tap = performance.now();
      const write = sdkStatusChange(device.db, byId, statusOp(ride.id, target));
      const call = performance.now() - tap;
      // Settles only on the server's acknowledgement, never while offline: dropped with the cache below.
      void write.catch(() => undefined);
      const sample = {
        call,
        seen: (await within(seenAt, TAP_TIMEOUT_MS, 'onSnapshot de la liste')) - tap,
        doc: (await within(docAt, TAP_TIMEOUT_MS, 'onSnapshot du document')) - tap,
        commit: (await within(commitAt, TAP_TIMEOUT_MS, 'commit de la liste')) - tap,
      };
      stopDoc();
      return sample;
    });
    // Still all on the device after the taps? (persistentLocalCache() keeps 40 MB by default, then collects.)
    const kept = await getDocsFromCache(collection(device.db, TRANSPORT_COLLECTION));
    setup[`encore en cache après les taps : ${formatCount(kept.size)} transports`] = Number.NaN;
    return { engine: 'sdk', size: config.size, listRows: rows.length, samples, setup };
  } finally {
    root.unmount();
    // The queued writes go with the cache, never sent.
    await device.close({ clearCache: true });
    await admin.close();
  }
}
