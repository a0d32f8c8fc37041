import {
  getDocFromServer,
  runTransaction,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { PushOutcome, RemoteDocument, Viewer } from '@/data/ports';
import type { Clock } from '@/domain/shared/clock';
import {
  applyTransportOperation,
  OPERATION_REFUSALS,
  type OperationResult,
} from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { notificationsForResult } from '@/domain/notification/transport-events';
import { writeEventNotifications } from './notifications';
import { assertActsAsViewer, assertMayCreate, assertMayTouch } from './permissions';
import { readTransport, toRemoteDocument, transportRef } from './transport-codec';
import { numberCreation } from './transport-number';
import { transportWrite } from './transport-write';

export interface PushContext {
  db: Firestore;
  clock: Clock;
}

interface Decision {
  result: OperationResult;
  /** Whether the transaction wrote the transport (then its server times are only known after commit). */
  wrote: boolean;
  /** The stored document when nothing was written: it already carries its real syncTs. */
  unchanged: RemoteDocument<Transport> | null;
}

/**
 * Server time as the client can estimate it inside the transaction: its clock, never before the transport's
 * last write, so the domain's time checks (24 h expiry) and the stored order of estimates stay sane.
 */
const estimateServerTime = (clock: Clock, current: Transport | null) =>
  Math.max(clock.now(), current?.updated_at ?? 0);

/** One attempt of the transaction: reads only through tx.get, all reads before any write. */
async function decide(
  tx: Transaction,
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
  ref: DocumentReference,
): Promise<Decision> {
  const snapshot = await tx.get(ref);
  const raw = snapshot.exists() ? snapshot.data() : null;
  const current = raw === null ? null : readTransport(op.transportId, raw);
  if (raw !== null && current === null) {
    // A stored document nobody can read is refused as missing, never overwritten by a guess.
    const result: OperationResult = {
      outcome: 'refused',
      transport: null,
      refusal: OPERATION_REFUSALS.missing,
    };
    return { result, wrote: false, unchanged: null };
  }
  if (current !== null) assertMayTouch(op, current, viewer);
  const serverTime = estimateServerTime(ctx.clock, current);
  const numbered =
    op.kind === 'transport.create' && current === null
      ? await numberCreation(tx, ctx.db, op, serverTime)
      : { op, counter: null };
  const result = applyTransportOperation(current, numbered.op, serverTime);
  if (result.outcome === 'applied' && op.kind === 'transport.create') {
    assertMayCreate(result.transport, viewer);
  }
  // The domain hands back the very same object when nothing changed (replay, refused edit).
  if (result.transport === null || result.transport === current) {
    const unchanged = raw === null ? null : toRemoteDocument(op.transportId, raw);
    return { result, wrote: false, unchanged };
  }
  if (current === null) tx.set(ref, transportWrite(null, null, result.transport));
  else tx.update(ref, transportWrite(raw, current, result.transport));
  if (numbered.counter) tx.set(numbered.counter.ref, numbered.counter.data);
  // Notifications of the event commit with the transport, or not at all.
  writeEventNotifications(
    tx,
    ctx.db,
    notificationsForResult(current, result, numbered.op, serverTime),
  );
  return { result, wrote: true, unchanged: null };
}

function toOutcome(
  result: OperationResult,
  document: RemoteDocument<Transport> | null,
): PushOutcome {
  return result.outcome === 'refused'
    ? { status: 'refused', refusal: result.refusal, document }
    : { status: result.outcome, document };
}

/**
 * One transport operation in ONE Firestore transaction (ARCHITECTURE §5.3), decided by the same domain function
 * the device used optimistically. A thrown RemoteError (permission) aborts it: the SDK does not retry errors of
 * ours, so nothing is written; a concurrent write makes the commit fail and the SDK re-runs `decide`.
 *
 * After a write the document is read back once: updated_at and the op's server time are set by the server at
 * commit, and the transaction does not return them. That costs one document read per applied push, and buys a
 * returned document whose syncTs is the real one, which the local mirror may then order against pulls.
 */
export async function pushTransportOperation(
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  assertActsAsViewer(op, viewer);
  const ref = transportRef(ctx.db, op.transportId);
  const decision = await runTransaction(ctx.db, (tx) => decide(tx, ctx, op, viewer, ref));
  const document = decision.wrote ? await readBack(ref) : decision.unchanged;
  return toOutcome(decision.result, document);
}

async function readBack(ref: DocumentReference): Promise<RemoteDocument<Transport> | null> {
  const snapshot = await getDocFromServer(ref);
  return snapshot.exists() ? toRemoteDocument(ref.id, snapshot.data()) : null;
}
