import { liveQuery } from 'dexie';
import type { AppDb } from '@/data/local/db/app-db';
import type { Unsubscribe, WatchedCounts } from '@/data/ports';
import { AWAITING_STATES } from '@/data/local/outbox/outbox-entry';
import { NEXT_RETRY_KEY } from '@/data/local/db/meta-keys';

/**
 * Changes not yet confirmed by the server and not stuck: the indicator's « en attente ». One equals() count per
 * state: anyOf().count() walks a cursor (14 ms at 1 000 entries in Chromium, against ~1 ms here).
 */
export const pendingCount = (db: AppDb): Promise<number> =>
  db.transaction('r', db.outbox, async () => {
    const counts = await Promise.all(
      AWAITING_STATES.map((state) => db.outbox.where('state').equals(state).count()),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  });

/** Refused and failed changes, for the sync indicator (the sync engine's proposed `problemCounts`). */
export async function problemCounts(db: AppDb): Promise<{ refused: number; failed: number }> {
  const [refused, failed] = await db.transaction('r', db.outbox, () =>
    Promise.all([
      db.outbox.where('state').equals('refused').count(),
      db.outbox.where('state').equals('failed').count(),
    ]),
  );
  return { refused, failed };
}

/**
 * The counts, again whenever the outbox changes: Dexie's liveQuery hears this tab's writes and, through its
 * BroadcastChannel, those of the device's other tabs (the leader's drain) — the follower's badge needs no timer.
 */
export function watchOutboxCounts(
  db: AppDb,
  listener: (counts: WatchedCounts) => void,
): Unsubscribe {
  const subscription = liveQuery(async () => {
    const [pending, problems, nextRetryAt] = await Promise.all([
      pendingCount(db),
      problemCounts(db),
      announcedRetry(db),
    ]);
    return { pending, ...problems, nextRetryAt };
  }).subscribe({
    next: listener,
    error: (error: unknown) => console.warn('[sync] Lecture des compteurs impossible.', error),
  });
  return () => subscription.unsubscribe();
}

async function announcedRetry(db: AppDb): Promise<number | null> {
  const value: unknown = (await db.meta.get(NEXT_RETRY_KEY))?.value;
  return typeof value === 'number' ? value : null;
}

/**
 * Issue 24: the leading tab's next try, kept beside the outbox so that the counts' watch brings it to every tab (a
 * follower's indicator said « en attente » with no time). Written only when it changes.
 */
export function announceRetry(db: AppDb, at: number | null): Promise<void> {
  return db.transaction('rw', db.meta, async () => {
    if ((await announcedRetry(db)) === at) return;
    if (at === null) await db.meta.delete(NEXT_RETRY_KEY);
    else await db.meta.put({ key: NEXT_RETRY_KEY, value: at });
  });
}
