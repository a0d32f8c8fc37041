// The Chromium bench page: the real src/data/local modules on the browser's own IndexedDB. The Node side
// (chromium.bench.ts) calls window.bench.* through Playwright and prints what comes back.
import { AppDb } from '@/data/local/db/app-db';
import { createLeader } from '@/data/local/platform/leader';
import { demoBackend, DRAIN_TARGET_MS, runDrainCases } from '@tests/bench/support/drain';
import type { BenchTable } from '@tests/bench/support/report';
import { runTabQueries } from '@tests/bench/support/tab-queries';
import { runTapToUi } from '@tests/bench/support/tap-to-ui';
import { DEFAULT_SYNC_OPTIONS } from '@/sync/engine-types';

export interface BrowserBench {
  tabQueries(
    engine: string,
    sizes: number[],
    iterations: Record<string, number>,
  ): Promise<BenchTable>;
  tapToUi(engine: string, size: number, iterations: number): Promise<BenchTable>;
  drain(engine: string, runs: Record<string, number>): Promise<BenchTable>;
}

const openDb = (name: string) => new AppDb(name);

const bench: BrowserBench = {
  tabQueries: (engine, sizes, iterations) =>
    runTabQueries({
      engine,
      sizes,
      iterations: (size) => iterations[String(size)] ?? 10,
      warmup: 2,
      openDb,
    }),
  tapToUi: (engine, size, iterations) =>
    runTapToUi({
      engine,
      size,
      iterations,
      warmup: 3,
      openDb,
      container: document.getElementById('root')!,
    }),
  drain: (engine, runs) =>
    runDrainCases(
      `Vidage de l’outbox après reconnexion — ${engine}`,
      [
        `LocalStore + moteur de synchro réels (${DEFAULT_SYNC_OPTIONS.batchSize} en vol), appareil ET serveur démo (createDemoRemote) sur l’IndexedDB`,
        'de Chromium, leader createLeader() (Web Locks). N transitions sur N/2 courses (la moitié en chaînes de 3),',
        'enregistrées hors ligne ; chronomètre de l’événement « online » à l’outbox vide.',
      ],
      { openDb, leader: () => createLeader() },
      [100, 1000].map((count) => ({
        label: 'démo locale (IndexedDB Chromium)',
        count,
        runs: runs[String(count)] ?? 1,
        backend: demoBackend,
        target: count === 100 ? DRAIN_TARGET_MS : undefined,
      })),
    ),
};

Object.assign(window, { bench });
