import { createElement, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppDb } from '@/data/local/db/app-db';
import { useLive } from '@/data/local/live';
import { LocalStore } from '@/data/local/local-store';
import { transportQueries } from '@/data/local/transport-queries';
import type { RemoteOperation } from '@/data/ports';
import { fixedClock } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  nextDriverStep,
  TRANSPORT_STATUS_LABELS,
  type TransportStatus,
} from '@/domain/transport/transport-status';
import { BENCH_NOW, generateTapTransports, PROVIDER_VIEWER } from './dataset';
import { seedMirror } from './mirror';
import { formatCount, formatMs, timingCells, type BenchTable } from './report';
import { pause, summarize } from './stats';

export const TAP_TARGET_MS = 50;
const TAB = 'en-cours';

export interface TapBenchConfig {
  engine: string;
  size: number;
  iterations: number;
  warmup: number;
  openDb(name: string): AppDb;
  /** An element attached to a document (the page's, or jsdom's). */
  container: Element;
}

type Rows = Transport[] | null;

/** Timestamps of one tap, performance.now() milliseconds. */
interface TapTiming {
  tap: number;
  enqueued: number;
  queryStart: number;
  queryEnd: number;
  committed: number;
}

/** Resolves on the first commit that satisfies the predicate, with the time of that commit. */
function commitWatcher() {
  let waiting: { until(rows: Rows): boolean; resolve(at: number): void } | null = null;
  return {
    onCommit(rows: Rows) {
      if (waiting?.until(rows)) {
        const { resolve } = waiting;
        waiting = null;
        resolve(performance.now());
      }
    },
    next(until: (rows: Rows) => boolean) {
      return new Promise<number>((resolve) => (waiting = { until, resolve }));
    },
  };
}

/** A step that keeps the ride in « En cours » (completing it would move it to « Terminés »). */
export function stepFrom(status: TransportStatus): TransportStatus | null {
  const next = nextDriverStep(status)?.target ?? null;
  return next === 'completed' ? null : next;
}

export function statusOp(transportId: string, status: TransportStatus): RemoteOperation {
  const opId = `bench-tap-${crypto.randomUUID()}`;
  return {
    kind: 'transport.status',
    opId,
    transportId,
    update: { opId, status, actor: PROVIDER_VIEWER, deviceTime: BENCH_NOW },
  };
}

/**
 * Tap-to-UI: a driver's status change with `size` transports in the mirror, while a component shows the
 * « En cours » tab through useLive. Measured from the call to store.enqueue (the tap handler's only work) to the
 * React commit (layout effect) of a list showing the new state; the phases in between are timed too.
 */
export async function runTapToUi(config: TapBenchConfig): Promise<BenchTable> {
  const db = config.openDb(`bench-tap-${config.size}-${crypto.randomUUID()}`);
  const store = new LocalStore(db, fixedClock(BENCH_NOW));
  const queries = transportQueries(db);
  const watcher = commitWatcher();
  const query = { start: 0, end: 0 };
  const timings: TapTiming[] = [];
  let tabRows: number;
  const root = createRoot(config.container);
  try {
    await seedMirror(store, generateTapTransports(config.size));

    function EnCours() {
      const rows = useLive<Rows>(
        async () => {
          const start = performance.now();
          const list = await queries.listTab(PROVIDER_VIEWER, TAB, BENCH_NOW);
          Object.assign(query, { start, end: performance.now() });
          return list;
        },
        [],
        null,
      );
      useLayoutEffect(() => watcher.onCommit(rows));
      if (rows === null) return createElement('p', null, 'Chargement…');
      return createElement(
        'ul',
        null,
        rows.map((transport) =>
          createElement(
            'li',
            { key: transport.id, 'data-etat': transport.etat },
            `${transport.transport_id} — ${TRANSPORT_STATUS_LABELS[transport.etat]}`,
          ),
        ),
      );
    }

    const loaded = watcher.next((rows) => rows !== null);
    root.render(createElement(EnCours));
    await loaded;
    const shown = (await queries.listTab(PROVIDER_VIEWER, TAB, BENCH_NOW)).map((t) => ({
      id: t.id,
      etat: t.etat,
    }));
    tabRows = shown.length;
    const movable = shown.filter((ride) => stepFrom(ride.etat) !== null);
    if (movable.length === 0) throw new Error('Aucune course à faire avancer dans « En cours ».');

    for (let round = 0, cursor = 0; round < config.warmup + config.iterations; cursor += 1) {
      const ride = movable[cursor % movable.length]!;
      const target = stepFrom(ride.etat);
      if (target === null) {
        // Every ride at the end of its steps: the loop would spin without yielding.
        if (movable.every((row) => stepFrom(row.etat) === null)) {
          throw new Error(
            `Plus aucune course à faire avancer dans « En cours » (${movable.length}).`,
          );
        }
        continue;
      }
      await pause(30); // let the previous re-render and any GC settle: each tap starts from a quiet page
      const committed = watcher.next(
        (rows) => rows?.some((row) => row.id === ride.id && row.etat === target) ?? false,
      );
      const tap = performance.now();
      const result = await store.enqueue(statusOp(ride.id, target));
      const enqueued = performance.now();
      if (!result.ok) throw new Error(`Changement refusé : ${result.refusal.reason}`);
      const at = await committed;
      ride.etat = target;
      if (round >= config.warmup)
        timings.push({
          tap,
          enqueued,
          queryStart: query.start,
          queryEnd: query.end,
          committed: at,
        });
      round += 1;
    }
  } finally {
    root.unmount();
    db.close();
    await db.delete();
  }

  const phase = (pick: (timing: TapTiming) => number) => summarize(timings.map(pick));
  const total = phase((t) => t.committed - t.tap);
  const phases = [
    ['enqueue : transaction rw (vue + outbox)', phase((t) => t.enqueued - t.tap)],
    ['tap → relance de la requête liveQuery', phase((t) => t.queryStart - t.tap)],
    ['relecture de l’onglet (listTab)', phase((t) => t.queryEnd - t.queryStart)],
    ['rendu React (fin de relecture → commit)', phase((t) => t.committed - t.queryEnd)],
    ['TOTAL tap → UI (commit)', total],
  ] as const;
  const notes: string[] = [];
  if (total.median >= TAP_TARGET_MS) {
    // Durations only (the second row is cumulative from the tap).
    const [name, slowest] = [phases[0], phases[2], phases[3]].reduce((worst, item) =>
      item[1].median > worst[1].median ? item : worst,
    );
    notes.push(
      `Cible < ${TAP_TARGET_MS} ms manquée (médiane ${formatMs(total.median)}) : domine « ${name} » ` +
        `(${formatMs(slowest.median)} en médiane).`,
    );
  }
  return {
    title: `Tap → UI — ${config.engine}`,
    context: [
      `${formatCount(config.size)} transports dans le miroir ; un composant React affiche l’onglet « ${TAB} » de`,
      `${PROVIDER_VIEWER.orgId} (${tabRows} lignes) via useLive. Un tap = un changement d’état chauffeur (store.enqueue),`,
      `mesuré jusqu’au commit React (useLayoutEffect) de la liste montrant le nouvel état. Cible : < ${TAP_TARGET_MS} ms.`,
    ],
    columns: ['phase', 'transports', 'runs', 'médiane', 'p95', 'min'],
    rows: phases.map(([name, summary]) => [
      name,
      formatCount(config.size),
      String(summary.runs),
      ...timingCells(summary),
    ]),
    notes,
    verdicts: [
      {
        target: `tap → UI < ${TAP_TARGET_MS} ms (${config.engine.split(',')[0]})`,
        measured: `${formatMs(total.median)} (p95 ${formatMs(total.p95)})`,
        met: total.median < TAP_TARGET_MS,
      },
    ],
  };
}
