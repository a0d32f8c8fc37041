import { Dexie } from 'dexie';
import type { AppDb } from '@/data/local/db/app-db';
import type { DeviceMessageRow } from '@/data/local/db/message-rows';
import {
  newestFirst,
  orderThread,
  readMarkAfter,
  unreadCount,
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

/** A thread as the list shows it (its message count is not read: nobody shows it, and it would cost a read). */
type ThreadListSummary = Omit<ThreadSummary, 'count'>;

export interface ThreadListItem extends ThreadListSummary {
  /** The ride as this device holds it; null when it left the device (the thread is still listed). */
  transport: Transport | null;
}

const BY_THREAD_TIME = '[transport_id+created_at]';

/**
 * What the conversations UI reads from the device; pass each call to `useLive` to follow changes. The list and the
 * unread counts read per thread through the [transport_id+created_at] index (version 3): a thread's newest
 * confirmed message, and its messages after the read mark — never the whole messages table.
 */
export function messageQueries(db: AppDb) {
  const readMarks = async () =>
    new Map((await db.messageReads.toArray()).map((row) => [row.transport_id, row.last_read_at]));
  const threadIds = async () =>
    (await db.messages.orderBy('transport_id').uniqueKeys()) as string[];
  /** The thread's confirmed messages after the mark (all of them without one), in server-time order. */
  const confirmedAfter = (transportId: string, mark: number | null) =>
    db.messages
      .where(BY_THREAD_TIME)
      .between([transportId, mark ?? Dexie.minKey], [transportId, Dexie.maxKey], mark === null);
  /** The domain's unreadCount, on the only messages that can be unread: those after the mark. */
  const unreadIn = async (transportId: string, myOrgId: string, mark: number | null) => {
    const rows = await confirmedAfter(transportId, mark).toArray();
    return unreadCount(rows.map(asThreadMessage), myOrgId, mark);
  };
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
    /**
     * Every conversation on the device, newest activity first, with its unread count for `myOrgId` — none read for
     * null (an admin reads without taking part: nothing is unread for them).
     */
    async threads(myOrgId: string | null): Promise<ThreadListItem[]> {
      const listed = await db.transaction('r', [db.messages, db.messageReads], async () => {
        const [ids, marks, pendingRows] = await Promise.all([
          threadIds(),
          readMarks(),
          db.messages.where('pending').equals(1).toArray(),
        ]);
        // Pending messages are few (typed here, not yet confirmed) and come last in their thread.
        const pending = new Map<string, ThreadMessage[]>();
        for (const row of pendingRows) {
          const list = pending.get(row.transport_id) ?? [];
          list.push(asThreadMessage(row));
          pending.set(row.transport_id, list);
        }
        const summaries = await Promise.all(
          ids.map(async (transportId): Promise<ThreadListSummary | null> => {
            const mark = marks.get(transportId) ?? null;
            const newest = await confirmedAfter(transportId, null).last();
            // A thread whose newest message is not after the read mark has nothing unread: no second read.
            const fresh =
              myOrgId !== null &&
              newest?.created_at != null &&
              (mark === null || newest.created_at > mark);
            const unread = fresh ? await unreadIn(transportId, myOrgId, mark) : 0;
            const waiting = pending.get(transportId);
            const last = waiting ? orderThread(waiting).at(-1) : newest && asThreadMessage(newest);
            return last ? { transportId, last, unread } : null;
          }),
        );
        return newestFirst(summaries.filter((summary) => summary !== null));
      });
      const rides = await db.transports.bulkGet(listed.map((summary) => summary.transportId));
      return listed.map((summary, index) => ({
        ...summary,
        transport: rides[index]?.view ?? null,
      }));
    },
    /** Unread messages over all conversations (the navigation's count): per thread, after its read mark. */
    async unreadTotal(myOrgId: string): Promise<number> {
      return db.transaction('r', [db.messages, db.messageReads], async () => {
        const [ids, marks] = await Promise.all([threadIds(), readMarks()]);
        const counts = await Promise.all(
          ids.map((transportId) => unreadIn(transportId, myOrgId, marks.get(transportId) ?? null)),
        );
        return counts.reduce((total, count) => total + count, 0);
      });
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
