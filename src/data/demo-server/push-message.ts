import type { Clock } from '@/domain/shared/clock';
import { decideMessageSend } from '@/domain/messages/message-decision';
import { parseMessage, type Message } from '@/domain/messages/message';
import type { MessageSendOperation } from '@/domain/sync/operation';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import type { RemoteDocument, Viewer } from '@/data/ports';
import { readTransportRow, type PushResult } from '@/data/demo-server/transport-rows';
import { permissionDenied } from '@/data/demo-server/remote-errors';
import type { MessageRow, ServerDb } from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';

/** A stored message, or null (logged) when it cannot be read. */
export function readMessageRow(row: MessageRow): Message | null {
  const parsed = parseMessage(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] message illisible ignoré', parsed.error);
  return null;
}

/**
 * One message send in one server transaction, as the Firestore adapter does it: read the ride and the message's
 * id, let the domain decide (decideMessageSend), write the message under a new server time when applied.
 */
export async function pushMessage(
  db: ServerDb,
  clock: Clock,
  op: MessageSendOperation,
  viewer: Viewer,
): Promise<PushResult> {
  return db.transaction('rw', [db.transport, db.messages, db.meta], async () => {
    const storedRow = await db.messages.get(op.message.id);
    const stored = storedRow ? readMessageRow(storedRow) : null;
    const transportRow = await db.transport.get(op.message.transport_id);
    const transport = transportRow ? readTransportRow(transportRow) : null;
    const syncTs = await issueServerTime(db, clock);
    const decision = decideMessageSend(
      transport,
      stored,
      op.message,
      viewer,
      serverTimestampToMillis(syncTs),
    );
    switch (decision.outcome) {
      case 'forbidden':
        throw permissionDenied(decision.reason);
      case 'refused':
        return {
          outcome: { status: 'refused', refusal: decision.refusal, document: null },
          changed: false,
        };
      case 'duplicate': {
        const message: RemoteDocument<Message> = {
          id: decision.message.id,
          data: decision.message,
          syncTs: storedRow!.syncTs,
        };
        return { outcome: { status: 'duplicate', document: null, message }, changed: false };
      }
      case 'applied': {
        await db.messages.put({ id: decision.message.id, data: decision.message, syncTs });
        const message = { id: decision.message.id, data: decision.message, syncTs };
        return { outcome: { status: 'applied', document: null, message }, changed: true };
      }
    }
  });
}
