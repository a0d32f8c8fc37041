import type { Message } from '@/domain/messages/message';
import { mayReadThread } from '@/domain/messages/message-visibility';
import { compareCheckpoints, isAfterCheckpoint } from '@/domain/sync/server-timestamp';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { scopedViewer } from '@/data/demo-server/membership';
import { readMessageRow } from '@/data/demo-server/push-message';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { assertPageLimit } from '@/data/demo-server/remote-errors';
import {
  MESSAGE_PARTY_INDEX,
  SYNC_ORDER_INDEX,
  syncOrderKey,
  type MessageRow,
  type ServerDb,
} from '@/data/demo-server/server-db';

const positionOf = (row: MessageRow): Checkpoint => ({ ts: row.syncTs, id: row.id });

/**
 * The organisation's messages after the checkpoint: its slice of the multiEntry party index, put in pull order here
 * (an index cannot be both multiEntry and compound; the demo's conversations are small).
 */
async function partyRowsAfter(db: ServerDb, orgId: string, after: Checkpoint | null) {
  const rows = await db.messages.where(MESSAGE_PARTY_INDEX).equals(orgId).toArray();
  return rows
    .filter((row) => isAfterCheckpoint(positionOf(row), after))
    .sort((a, b) => compareCheckpoints(positionOf(a), positionOf(b)));
}

async function allRowsAfter(db: ServerDb, after: Checkpoint | null) {
  const rows =
    after === null
      ? db.messages.orderBy(SYNC_ORDER_INDEX)
      : db.messages.where(SYNC_ORDER_INDEX).above(syncOrderKey(after.ts, after.id));
  return rows.toArray();
}

/** Who may read each row's thread, by the domain's mayReadThread against the ride as stored (none: unreadable). */
async function readableBy(db: ServerDb, viewer: Viewer, rows: readonly MessageRow[]) {
  const messages = rows.map(readMessageRow);
  const rideIds = [
    ...new Set(messages.flatMap((message) => (message ? [message.transport_id] : []))),
  ];
  const rides = await db.transport.bulkGet(rideIds);
  const readable = new Map(
    rideIds.map((id, index) => {
      const row = rides[index];
      const ride = row ? readTransportRow(row) : null;
      return [id, ride !== null && mayReadThread(ride, viewer)] as const;
    }),
  );
  return messages.map((message) =>
    message && readable.get(message.transport_id) ? message : null,
  );
}

/**
 * One page of the messages the viewer takes part in (an admin: all), strictly after the checkpoint in (syncTs, id)
 * order: the threads the domain lets them read (mayReadThread, with the server's own word on their member role — a
 * chauffeur the rides assigned to them). Patients, organisation-less users and removed members get an empty page.
 * A malformed message, or one the viewer may not read, is skipped but moves the checkpoint.
 */
export async function pullMessages(
  db: ServerDb,
  asked: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Message>> {
  assertPageLimit(limit);
  const admin = asked.role === 'admin';
  if (!admin && (asked.role === 'patient' || asked.orgId === '')) {
    return { documents: [], checkpoint: after, hasMore: false };
  }
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return { documents: [], checkpoint: after, hasMore: false };
  const rows = admin
    ? await allRowsAfter(db, after)
    : await partyRowsAfter(db, viewer.orgId, after);
  const page = rows.slice(0, limit);
  const messages = admin ? page.map(readMessageRow) : await readableBy(db, viewer, page);
  const documents: Page<Message>['documents'] = [];
  page.forEach((row, index) => {
    const message = messages[index];
    if (message) documents.push({ id: row.id, data: message, syncTs: row.syncTs });
  });
  const last = page.at(-1);
  return {
    documents,
    checkpoint: last ? positionOf(last) : after,
    hasMore: page.length === limit,
  };
}
