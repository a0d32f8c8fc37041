import { writeBatch, type DocumentReference } from 'firebase/firestore';
import { RemoteError, type PushOutcome, type Viewer } from '@/data/ports';
import type { TransportOperation } from '@/domain/sync/operation';
import type { Transport } from '@/domain/transport/transport.schema';
import { toOutcome } from '@/server/push-outcome';
import { runSync, type SyncReads } from '@/server/transaction';
import { transportPush, type TransportPush, type TransportReads } from '@/server/transport-push';
import { TimeoutError, withTimeout } from '@/services/session/with-timeout';
import { writeEventNotifications } from './notifications';
import { remoteErrorMessage, toRemoteError } from './remote-errors';
import { appendingWrite } from './transport-write';
import type { PushContext } from './push-transport';

/**
 * Issue 24: a driver's step pushed in ONE round trip. The device knows the ride as the server last answered it
 * (`known`, its server copy); the server module decides over that copy, as it would over a read, and the writes
 * go in a transaction with no reads. The rules judge the write against the ride AS STORED — the move from the
 * stored state, one entry appended to the stored history, the op's key new in op_server_times — so a copy that
 * was behind, or an op already applied, is refused, and the push then reads the ride as usual (push-transport.ts).
 * Only what the copy alone decides takes this way: an applied step of a ride the viewer holds, whose writes are
 * the ride and its notifications. Anything else — another read asked for, a refusal or a replay to tell, an offer,
 * a counter, an award or the identity part to write — goes the usual way at once.
 *
 * The write is a batch, not a transaction without reads: a batch goes down the SDK's write stream, where the
 * writes of many pushes are pipelined on one connection (as the SDK's own offline writes are), whereas each
 * transaction is its own commit request. Atomic all the same; the rules judge it the same way.
 */
class NeedsRead extends Error {}

const refuseReads = (): never => {
  throw new NeedsRead();
};

/** The server module over the known copy: every read but the ride's and the time's means « not this way ». */
function decideOnCopy(
  op: TransportOperation,
  viewer: Viewer,
  known: Transport,
  serverTime: number,
): TransportPush | null {
  const reads: SyncReads<TransportReads> = {
    ride: () => ({ kind: 'found', stored: known, whole: false }),
    serverTime: () => serverTime,
    counter: refuseReads,
    organisation: refuseReads,
    patientLink: refuseReads,
    staff: refuseReads,
    award: refuseReads,
  };
  try {
    return runSync(transportPush(op, viewer), reads);
  } catch (error) {
    if (error instanceof NeedsRead) return null;
    throw error;
  }
}

/** The logs only grow: the copy's entries are the first ones of the decided ride (arrayUnion appends the rest). */
const onlyAppends = (before: readonly unknown[], after: readonly unknown[]) =>
  after.length >= before.length &&
  before.every((entry, index) => JSON.stringify(entry) === JSON.stringify(after[index]));

/** Whether the rules' refusal means « the copy was behind »: the usual way then decides (and explains). */
const refusedByRules = (error: unknown) => {
  const code = toRemoteError(error).code;
  return code === 'permission-denied' || code === 'aborted';
};

/**
 * The push on the known copy; null when it does not apply (the caller reads the ride instead). A refusal of the
 * rules also answers null; any other failure (offline, timeout) is thrown, as a usual push's would be.
 */
export async function pushOnKnownRide(
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
  known: Transport,
  ref: DocumentReference,
): Promise<PushOutcome | null> {
  if (op.kind !== 'transport.status') return null;
  const push = decideOnCopy(op, viewer, known, Math.max(ctx.clock.now(), known.updated_at));
  if (push === null || push.kind !== 'decided' || push.gone) return null;
  const { result, writes } = push;
  if (result.outcome !== 'applied' || writes === null) return null;
  if (writes.created || writes.identityChanged || writes.offer || writes.counter || writes.award) {
    return null;
  }
  const after = writes.transport;
  if (
    !onlyAppends(known.historique_etats, after.historique_etats) ||
    !onlyAppends(known.modifications, after.modifications)
  ) {
    return null;
  }
  const batch = writeBatch(ctx.db);
  batch.update(ref, appendingWrite(known, after));
  writeEventNotifications(batch, ctx.db, writes.notifications);
  try {
    await withTimeout(batch.commit(), ctx.ackTimeoutMs, DEADLINE_EXCEEDED);
  } catch (error) {
    if (error instanceof TimeoutError)
      throw new RemoteError('deadline-exceeded', DEADLINE_EXCEEDED);
    if (refusedByRules(error)) return null;
    throw error;
  }
  // No read-back: the device folds the step into its copy, and the next pull brings the server's times.
  return toOutcome(result, null);
}

/**
 * How long a batch may wait for the server's acknowledgement. The SDK keeps a batch it could not send and sends it
 * when it can; the push is retried meanwhile, which is safe either way: whichever of the two reaches the server
 * second is refused by the rules (the op's key is already there) and answered « duplicate » by the transaction.
 */
export const ONE_WRITE_ACK_TIMEOUT_MS = 20_000;
const DEADLINE_EXCEEDED = remoteErrorMessage('deadline-exceeded');
