import type { LocalStorePort, OutboxCounts, WatchedCounts } from '@/data/ports';
import type { SyncStateStore } from '@/sync/sync-state-store';

/** The counts the indicator shows, read from the local store (one place for both reads). */
export async function readCounts(local: LocalStorePort): Promise<OutboxCounts> {
  const pending = await local.pendingCount();
  const { refused, failed } = await local.problemCounts();
  return { pending, refused, failed };
}

export interface CountsFeed {
  /** The store's watch (LocalStorePort.watchCounts) answered: the freshest counts there are, and the retry time. */
  heard(counts: WatchedCounts): void;
  /** Reads the counts now; dropped if the watch answered meanwhile (the read may predate its write). */
  refresh(): Promise<void>;
}

/**
 * Issue 25: the counts reach the state from the store's watch (every tab's writes) and from the engine's own reads;
 * a read that the watch overtook must not put an older count back on screen.
 */
export function createCountsFeed(state: SyncStateStore, local: LocalStorePort): CountsFeed {
  let heard = 0;
  return {
    heard(counts) {
      heard += 1;
      // The retry time only when it moved: « absent » and null both mean none announced.
      const { nextRetryAt, ...outbox } = counts;
      const moved = (state.getState().nextRetryAt ?? null) !== nextRetryAt;
      state.update(moved ? counts : outbox);
    },
    async refresh() {
      const before = heard;
      try {
        const counts = await readCounts(local);
        if (heard === before) state.update(counts);
      } catch (error) {
        console.warn('[sync] Lecture des compteurs impossible.', error);
      }
    },
  };
}
