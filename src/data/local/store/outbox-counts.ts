import { liveQuery } from 'dexie';
import type { AppDb } from '@/data/local/db/app-db';
import type { OutboxCounts, Unsubscribe } from '@/data/ports';
import { AWAITING_STATES } from '@/data/local/outbox/outbox-entry';

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
  listener: (counts: OutboxCounts) => void,
): Unsubscribe {
  const subscription = liveQuery(async () => {
    const [pending, problems] = await Promise.all([pendingCount(db), problemCounts(db)]);
    return { pending, ...problems };
  }).subscribe({
    next: listener,
    error: (error: unknown) => console.warn('[sync] Lecture des compteurs impossible.', error),
  });
  return () => subscription.unsubscribe();
}
