import type { AppDb } from '@/data/local/db/app-db';
import { readOutboxEntry } from '@/data/local/outbox/outbox-entry';
import { serverStateOf, writeRebasedRow } from '@/data/local/store/rebase-row';
import type { OutboxEntry } from '@/data/ports';
import { isTransportOperation } from '@/domain/sync/operation';

/*
 * Issue 25: a decision with an undo window (« Acceptation dans 5 secondes… ») is written to the outbox the
 * moment it is taken, as 'held': closing the tab cannot lose it. It shows in the view and leaves for the server
 * only once released — by the window's end in its tab, or, when that tab was closed, by the next drain after the
 * window's end. « Annuler » withdraws it while it is still held.
 */

async function heldEntry(db: AppDb, opId: string): Promise<OutboxEntry | null> {
  const read = readOutboxEntry(await db.outbox.where('opId').equals(opId).first());
  return read.ok && read.entry.state === 'held' ? read.entry : null;
}

async function release(db: AppDb, entry: OutboxEntry, now: number): Promise<void> {
  await db.outbox.update(entry.seq, { state: 'pending', nextAttemptAt: now });
  if (!isTransportOperation(entry.op)) return;
  const id = entry.op.transportId;
  await writeRebasedRow(db, id, serverStateOf(await db.transports.get(id)));
}

/** The window ended: the decision stands, shown at once and due now. False when it was no longer held. */
export function releaseHeld(db: AppDb, opId: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.outbox, db.transports, async () => {
    const entry = await heldEntry(db, opId);
    if (entry === null) return false;
    await release(db, entry, now);
    return true;
  });
}

/** « Annuler »: the decision goes, as if never taken. False when it had already been released. */
export function withdrawHeld(db: AppDb, opId: string): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await heldEntry(db, opId);
    if (entry === null) return false;
    await db.outbox.delete(entry.seq);
    return true;
  });
}

/** Windows that ended with nobody left to end them (the tab was closed): released. Call inside a rw transaction. */
export async function releaseEndedHolds(db: AppDb, now: number): Promise<void> {
  const held = await db.outbox.where('state').equals('held').toArray();
  for (const raw of held) {
    const read = readOutboxEntry(raw);
    if (read.ok && read.entry.nextAttemptAt <= now) await release(db, read.entry, now);
  }
}
