import type { AppDb } from '@/data/local/db/app-db';
import type { DeviceMessageRow } from '@/data/local/db/message-rows';
import {
  orderThread,
  readMarkAfter,
  summariseThreads,
  type ThreadMessage,
  type ThreadSummary,
} from '@/domain/messages/thread';
import { threadEntityKey } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';

const UNSENT_REASON = 'Le serveur a refusé ce message.';

const asThreadMessage = (row: DeviceMessageRow): ThreadMessage & { refusal: string | null } => ({
  ...row,
  pending: row.pending === 1,
});

export interface ThreadListItem extends ThreadSummary {
  /** The ride as this device holds it; null when it left the device (the thread is still listed). */
  transport: Transport | null;
}

/** What the conversations UI reads from the device; pass each call to `useLive` to follow changes. */
export function messageQueries(db: AppDb) {
  const readMarks = async () =>
    new Map((await db.messageReads.toArray()).map((row) => [row.transport_id, row.last_read_at]));
  return {
    /** One ride's conversation, in reading order (pending ones last, as typed). */
    async thread(transportId: string) {
      const rows = await db.messages.where('transport_id').equals(transportId).toArray();
      // A send that failed for good (the server denied it) blocks its thread's queue: say so on the message.
      const failed = await db.outbox
        .where('entityKey')
        .equals(threadEntityKey(transportId))
        .filter((entry) => entry.state === 'failed')
        .toArray();
      const failures = new Map(failed.map((entry) => [entry.opId, entry.lastError]));
      const shown = rows.map((row) =>
        row.pending === 1 && row.refusal === null && failures.has(row.op_id)
          ? { ...row, refusal: failures.get(row.op_id) ?? UNSENT_REASON }
          : row,
      );
      return orderThread(shown.map(asThreadMessage)) as (ThreadMessage & {
        refusal: string | null;
      })[];
    },
    /** Every conversation on the device, newest activity first, with its unread count for `myOrgId`. */
    async threads(myOrgId: string): Promise<ThreadListItem[]> {
      const rows = await db.messages.toArray();
      const summaries = summariseThreads(rows.map(asThreadMessage), myOrgId, await readMarks());
      const rides = await db.transports.bulkGet(summaries.map((summary) => summary.transportId));
      return summaries.map((summary, index) => ({
        ...summary,
        transport: rides[index]?.view ?? null,
      }));
    },
    /** Unread messages over all conversations (the navigation's count). */
    async unreadTotal(myOrgId: string): Promise<number> {
      const rows = await db.messages.where('pending').equals(0).toArray();
      const summaries = summariseThreads(rows.map(asThreadMessage), myOrgId, await readMarks());
      return summaries.reduce((total, summary) => total + summary.unread, 0);
    },
    /** Moves this device's read mark of a conversation to its newest confirmed message (never back). */
    async markThreadRead(transportId: string): Promise<void> {
      await db.transaction('rw', [db.messages, db.messageReads], async () => {
        const rows = await db.messages.where('transport_id').equals(transportId).toArray();
        const previous = (await db.messageReads.get(transportId))?.last_read_at ?? null;
        const next = readMarkAfter(rows.map(asThreadMessage), previous);
        if (next !== null && next !== previous) {
          await db.messageReads.put({ transport_id: transportId, last_read_at: next });
        }
      });
    },
  };
}

export type MessageQueries = ReturnType<typeof messageQueries>;
