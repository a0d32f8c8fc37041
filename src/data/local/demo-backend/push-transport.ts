import type { Clock } from '@/domain/shared/clock';
import {
  applyTransportOperation,
  OPERATION_REFUSALS,
  type OperationResult,
} from '@/domain/sync/apply-operation';
import { notificationsForResult } from '@/domain/notification/transport-events';
import type { TransportOperation } from '@/domain/sync/operation';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import { parseTransport, type Transport } from '@/domain/transport/transport.schema';
import type { PushOutcome, RemoteDocument, Viewer } from '@/data/ports';
import {
  assertActsAsViewer,
  assertMayCreate,
  assertMayTouch,
} from '@/data/local/demo-backend/permissions';
import { writeEventNotifications } from '@/data/local/demo-backend/event-notifications';
import type { ServerDb, TransportRow } from '@/data/local/demo-backend/server-db';
import { issueServerTime } from '@/data/local/demo-backend/server-time';
import { numberCreation } from '@/data/local/demo-backend/transport-number';

export interface PushResult {
  outcome: PushOutcome;
  /** Whether something was written: only then do watchers hear about it. */
  changed: boolean;
  /** Ids of the notifications the operation created, written in the same transaction. */
  notificationIds?: string[];
}

/** A stored transport, or null (logged) when it cannot be read. */
export function readTransportRow(row: TransportRow): Transport | null {
  const parsed = parseTransport(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] transport illisible ignoré', parsed.error);
  return null;
}

function toOutcome(
  result: OperationResult,
  document: RemoteDocument<Transport> | null,
): PushOutcome {
  if (result.outcome === 'refused') {
    return { status: 'refused', refusal: result.refusal, document };
  }
  return { status: result.outcome, document };
}

/**
 * One transport operation in one server transaction (ARCHITECTURE §5.3): read the server's current state,
 * decide with the same domain function the device used optimistically, write the result with a new syncTs, and
 * the notifications the event calls for with that same syncTs (one commit, as in Firestore).
 * A thrown permission error aborts the transaction, so nothing is written.
 */
export async function pushTransportOperation(
  db: ServerDb,
  clock: Clock,
  op: TransportOperation,
  viewer: Viewer,
): Promise<PushResult> {
  assertActsAsViewer(op, viewer);
  return db.transaction('rw', [db.transport, db.counters, db.notifications, db.meta], async () => {
    const row = await db.transport.get(op.transportId);
    const current = row ? readTransportRow(row) : null;
    if (row && current === null) {
      // A stored document nobody can read is refused as missing rather than overwritten by a guess.
      const refusal = OPERATION_REFUSALS.missing;
      return { outcome: { status: 'refused', refusal, document: null }, changed: false };
    }
    if (current) assertMayTouch(op, current, viewer);
    const syncTs = await issueServerTime(db, clock);
    const serverTime = serverTimestampToMillis(syncTs);
    const numbered =
      op.kind === 'transport.create' && current === null
        ? await numberCreation(db, op, serverTime)
        : { op, counter: null };
    const result = applyTransportOperation(current, numbered.op, serverTime);
    if (result.outcome === 'applied' && op.kind === 'transport.create') {
      assertMayCreate(result.transport, viewer);
    }
    // The domain hands back the very same object when nothing changed (replay, refused edit).
    const changed = result.transport !== null && result.transport !== current;
    let notificationIds: string[] = [];
    if (changed) {
      await db.transport.put({ id: op.transportId, data: result.transport, syncTs });
      if (numbered.counter) await db.counters.put(numbered.counter);
      const events = notificationsForResult(current, result, numbered.op, serverTime);
      notificationIds = await writeEventNotifications(db, events, syncTs);
    }
    const stamp = changed || !row ? syncTs : row.syncTs;
    const document = result.transport && {
      id: op.transportId,
      data: result.transport,
      syncTs: stamp,
    };
    return { outcome: toOutcome(result, document), changed, notificationIds };
  });
}
