import type { AppDb } from '@/data/local/db/app-db';
import type { OutboxEntry, OutboxState } from '@/data/ports';

type EntryChanges = Partial<Pick<OutboxEntry, 'state' | 'nextAttemptAt' | 'lastError'>>;

/**
 * Moves one entry between states, only from the states given: a late call about an entry that was settled,
 * dismissed or retried meanwhile changes nothing. Outbox-only changes never touch a view: pending, in-flight and
 * failed entries are all folded into it alike.
 */
function transition(
  db: AppDb,
  seq: number,
  from: readonly OutboxState[],
  changes: (entry: OutboxEntry) => EntryChanges & { attempts?: number },
): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry === undefined || !from.includes(entry.state)) return false;
    await db.outbox.update(seq, changes(entry));
    return true;
  });
}

/**
 * The pushes start: each counted as an attempt. One transaction for all of them (issue 24: a drain starting forty
 * pushes queued forty outbox transactions before its first request left).
 */
export function markInflight(db: AppDb, seqs: readonly number[]): Promise<void> {
  return db.transaction('rw', db.outbox, async () => {
    const entries = await db.outbox.bulkGet([...seqs]);
    const starting = entries.filter((entry) => entry?.state === 'pending');
    await db.outbox.bulkPut(
      starting.map((entry) => ({ ...entry!, state: 'inflight', attempts: entry!.attempts + 1 })),
    );
  });
}

export const scheduleRetry = (db: AppDb, seq: number, error: string, nextAttemptAt: number) =>
  transition(db, seq, ['inflight', 'pending'], () => ({
    state: 'pending',
    lastError: error,
    nextAttemptAt,
  }));

export const markFailed = (db: AppDb, seq: number, error: string) =>
  transition(db, seq, ['inflight', 'pending'], () => ({ state: 'failed', lastError: error }));

/** The user asks to try a failed change again: due at once, its transport unblocked. */
export const retryFailed = (db: AppDb, seq: number, now: number) =>
  transition(db, seq, ['failed'], () => ({
    state: 'pending',
    lastError: null,
    nextAttemptAt: now,
  }));

/** The user has read the refusal: the entry goes (the server's history keeps the refused change). */
export function dismissRefused(db: AppDb, seq: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.state !== 'refused') return false;
    await db.outbox.delete(seq);
    return true;
  });
}

/**
 * At start, entries a closed tab left in flight go back to pending, due now. Their push may have landed:
 * re-sending is safe because the server recognises the opId.
 */
export function recoverInflight(db: AppDb, now: number): Promise<number> {
  return db.transaction('rw', db.outbox, () =>
    db.outbox.where('state').equals('inflight').modify({ state: 'pending', nextAttemptAt: now }),
  );
}
