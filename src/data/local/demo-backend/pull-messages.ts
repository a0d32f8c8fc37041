import type { Message } from '@/domain/messages/message';
import { compareCheckpoints, isAfterCheckpoint } from '@/domain/sync/server-timestamp';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { readMessageRow } from '@/data/local/demo-backend/push-message';
import { assertPageLimit } from '@/data/local/demo-backend/remote-errors';
import {
  MESSAGE_PARTY_INDEX,
  SYNC_ORDER_INDEX,
  syncOrderKey,
  type MessageRow,
  type ServerDb,
} from '@/data/local/demo-backend/server-db';

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

/**
 * One page of the messages the viewer takes part in (an admin: all), strictly after the checkpoint in (syncTs, id)
 * order. Patients and organisation-less users get an empty page. A malformed message is skipped but moves the
 * checkpoint.
 */
export async function pullMessages(
  db: ServerDb,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Message>> {
  assertPageLimit(limit);
  const admin = viewer.role === 'admin';
  if (!admin && (viewer.role === 'patient' || viewer.orgId === '')) {
    return { documents: [], checkpoint: after, hasMore: false };
  }
  const rows = admin
    ? await allRowsAfter(db, after)
    : await partyRowsAfter(db, viewer.orgId, after);
  const page = rows.slice(0, limit);
  const documents: Page<Message>['documents'] = [];
  for (const row of page) {
    const message = readMessageRow(row);
    if (message && (admin || message.party_org_ids.includes(viewer.orgId))) {
      documents.push({ id: row.id, data: message, syncTs: row.syncTs });
    }
  }
  const last = page.at(-1);
  return {
    documents,
    checkpoint: last ? positionOf(last) : after,
    hasMore: page.length === limit,
  };
}
