import { AppDb } from '@/data/local/db/app-db';
import { runTabQueries } from '@tests/bench/support/tab-queries';
import type { BenchTable } from '@tests/bench/support/report';

/** The tab lists on fake-indexeddb (Node): slower than a browser's IndexedDB, so read the ratios. */
export function tabQueriesOnFakeIndexedDb(sizes: readonly number[]): Promise<BenchTable> {
  return runTabQueries({
    engine: 'Node + fake-indexeddb',
    sizes,
    iterations: (size) => (size > 20_000 ? 5 : 9),
    warmup: 1,
    openDb: (name) => new AppDb(name),
  });
}
