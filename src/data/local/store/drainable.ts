import type { AppDb } from '@/data/local/db/app-db';
import { readOutboxEntry, UNREADABLE_ENTRY_MESSAGE } from '@/data/local/outbox/outbox-entry';
import { releaseEndedHolds } from '@/data/local/store/held-decision';
import type { OutboxEntry } from '@/data/ports';
import { prerequisiteOf } from '@/domain/sync/operation';

const DRAIN_SCAN_CHUNK = 200;

const entityKeyOfRaw = (raw: unknown): string | null => {
  const key = (raw as { entityKey?: unknown } | null)?.entityKey;
  return typeof key === 'string' ? key : null;
};

/**
 * The head of each entity's FIFO, if it is pending and due. The head is an entity's oldest entry that is not
 * 'refused' (refused entries are settled history and block nothing); an in-flight head means a push is under
 * way, a failed head blocks its entity until the user acts — only that entity. An entry that no longer reads
 * back (older app version) is marked failed here, so it is shown and blocks only its own transport. An entry
 * whose prerequisite (domain prerequisiteOf) is still unsynced waits, and so does the rest of its entity. A held
 * decision blocks its entity until its undo window ends; one whose window ended in a closed tab is released here.
 */
export function drainable(db: AppDb, now: number, limit: number): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, db.transports, async () => {
    await releaseEndedHolds(db, now);
    const seenEntities = new Set<string>();
    const heads: OutboxEntry[] = [];
    // Issue 22: creations are numbered from shared counters, so two pushed at once race for the same number (the
    // loser is refused by the rules, for good). One creation per batch: a series of 24 rides goes one by one.
    let creationTaken = false;
    // Read in primary-key (insertion) order, a chunk at a time, and stop once `limit` heads are found: reading
    // the whole outbox on every batch made a 1 000-entry drain quadratic.
    let after = 0;
    let rows: unknown[] = [];
    const nextChunk = async () => {
      rows = await db.outbox.where('seq').above(after).limit(DRAIN_SCAN_CHUNK).toArray();
      const last = rows.at(-1) as { seq: number } | undefined;
      if (last) after = last.seq;
      return rows.length > 0;
    };
    scan: while (await nextChunk()) {
      for (const raw of rows) {
        if (heads.length >= limit) break scan;
        const read = readOutboxEntry(raw);
        if (!read.ok) {
          const { seq, state } = raw as { seq: number; state?: unknown };
          if (state !== 'failed') {
            await db.outbox.update(seq, {
              state: 'failed',
              lastError: `${UNREADABLE_ENTRY_MESSAGE} (${read.issues})`,
            });
          }
          const key = entityKeyOfRaw(raw);
          if (key !== null) seenEntities.add(key);
          continue;
        }
        const { entry } = read;
        if (entry.state === 'refused' || seenEntities.has(entry.entityKey)) continue;
        seenEntities.add(entry.entityKey);
        // A request for a patient created here waits until the patient's creation has settled (it was queued
        // first, so its entity is already in seenEntities while unsynced): settle then renames the patient id.
        const prerequisite = prerequisiteOf(entry.op);
        if (prerequisite !== null && seenEntities.has(prerequisite)) continue;
        if (entry.state !== 'pending' || entry.nextAttemptAt > now) continue;
        if (entry.op.kind === 'transport.create') {
          if (creationTaken) continue;
          creationTaken = true;
        }
        heads.push(entry);
      }
      if (rows.length < DRAIN_SCAN_CHUNK) break;
    }
    return heads;
  });
}
