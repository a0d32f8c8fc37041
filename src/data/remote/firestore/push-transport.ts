import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { PushOutcome, RemoteDocument, Viewer } from '@/data/ports';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import type { Clock } from '@/domain/shared/clock';
import type { TransportOperation } from '@/domain/sync/operation';
import type { TransportWrites } from '@/domain/sync/transport-decision';
import { transportOfferSchema } from '@/domain/transport/transport-offer';
import type { Transport } from '@/domain/transport/transport.schema';
import { mayReadIdentity } from '@/domain/transport/transport-privacy';
import { asRecord } from '@/domain/transport/lenient-fields';
import { isVisibleTo } from '@/domain/transport/visibility';
import { readAssignmentStaff } from './assignment-staff';
import { readAwardEntryIn, stageAwardEntry } from './award-responses';
import { counterRef, readCounterState } from './counter-read';
import { writeEventNotifications } from './notifications';
import { pushOnKnownRide } from './push-known';
import { readPatientLinkIn } from './patient-links';
import { permissionDenied, toRemoteError } from './remote-errors';
import { identityWrite, joinedFor, offerRef, offerWrite } from './ride-parts';
import { SERVER_TIMES_FIELD } from './server-times';
import { privateRef, readTransport, syncTsOf, transportRef } from './transport-codec';
import { transportWrite } from './transport-write';
import { toOutcome } from '@/server/push-outcome';
import { prefetching, runAsync, type AsyncReads } from '@/server/transaction';
import {
  expectedTransportReads,
  transportPush,
  type RideRead,
  type TransportPush,
  type TransportReads,
} from '@/server/transport-push';

export interface PushContext {
  db: Firestore;
  clock: Clock;
  /** How long a one-write push waits for the server's acknowledgement (ONE_WRITE_ACK_TIMEOUT_MS in the app). */
  ackTimeoutMs: number;
}

/**
 * Server time as the client can estimate it inside the transaction: its clock, never before the transport's
 * last write, so the domain's time checks (24 h expiry) and the stored order of estimates stay sane. The rules
 * hold the exact times to request.time (updated_at, op_server_times) and bound the estimates.
 */
const estimateServerTime = (clock: Clock, current: Transport | null) =>
  Math.max(clock.now(), current?.updated_at ?? 0);

/**
 * Whether the ride's identity part is likely readable by the pusher, so it is asked for alongside the shared part
 * (one round trip instead of two). Not for a creation (nothing stored yet) nor an acceptance (the company is not
 * yet a party): there the rules would refuse it. A wrong guess costs one read; the shared part still decides.
 */
const identityExpected = (op: TransportOperation) =>
  op.kind !== 'transport.create' &&
  !(op.kind === 'transport.status' && op.update.status === 'accepted');

/** The ride's shared part joined with what the viewer may read of its identity; hidden when the rules refuse it. */
async function readRide(
  tx: Transaction,
  db: Firestore,
  ref: DocumentReference,
  viewer: Viewer,
  withIdentity: boolean,
): Promise<{ read: RideRead; raw: DocumentData | null }> {
  const identityRef = privateRef(db, ref.id);
  const identity = withIdentity ? tx.get(identityRef) : null;
  identity?.catch(() => undefined);
  let snapshot;
  try {
    snapshot = await tx.get(ref);
  } catch (error) {
    // The rules hide a ride another company took (or the clinic withdrew): answer from its offer marker alone.
    if (toRemoteError(error).code !== 'permission-denied') throw error;
    const offer = await tx.get(offerRef(db, ref.id));
    const parsed = offer.exists() ? transportOfferSchema.safeParse(offer.data()) : null;
    return { read: { kind: 'hidden', offer: parsed?.data ?? null }, raw: null };
  }
  if (!snapshot.exists()) return { read: { kind: 'absent' }, raw: null };
  const raw = snapshot.data();
  const shared = readTransport(ref.id, raw);
  if (shared === null) return { read: { kind: 'unreadable' }, raw };
  const stored = await joinedFor(db, shared, viewer, (r) =>
    identity !== null && r.path === identityRef.path ? identity : tx.get(r),
  );
  return { read: { kind: 'found', stored, whole: false }, raw };
}

/** The server module's reads over one Firestore transaction: through tx.get only, all before any write. */
function firestoreReads(
  tx: Transaction,
  ctx: PushContext,
  ref: DocumentReference,
  viewer: Viewer,
  withIdentity: boolean,
) {
  const { db } = ctx;
  let ride: { read: RideRead; raw: DocumentData | null } | null = null;
  const reads: AsyncReads<TransportReads> = {
    ride: async () => {
      ride = await readRide(tx, db, ref, viewer, withIdentity);
      return ride.read;
    },
    counter: (name) => readCounterState(tx, db, name),
    // The viewer's own organisation document (its members may read it), when the decision copies its name.
    organisation: async (named) => {
      const snapshot = await tx.get(doc(db, named.collection, named.id));
      return snapshot.exists() ? readOrganisationCard(snapshot.data()) : null;
    },
    patientLink: (recordId) => readPatientLinkIn(tx, db, recordId),
    staff: (assignment) => readAssignmentStaff(tx, db, viewer, assignment),
    award: (key) => readAwardEntryIn(tx, db, key),
    serverTime: async (current) => estimateServerTime(ctx.clock, current),
  };
  return { reads, raw: () => ride?.raw ?? null, joined: () => joinedRide(ride) };
}

const joinedRide = (ride: { read: RideRead } | null): Transport | null =>
  ride?.read.kind === 'found' ? ride.read.stored : null;

function write(
  tx: Transaction,
  ctx: PushContext,
  ref: DocumentReference,
  raw: unknown,
  current: Transport | null,
  writes: TransportWrites,
) {
  const { db } = ctx;
  const { transport } = writes;
  const stored = raw as Parameters<typeof transportWrite>[0];
  if (writes.created) tx.set(ref, transportWrite(null, null, transport));
  else tx.update(ref, transportWrite(stored, current, transport));
  if (writes.identityChanged) tx.set(privateRef(db, ref.id), identityWrite(transport));
  if (writes.offer)
    tx.set(offerRef(db, ref.id), offerWrite(writes.offer, writes.created), { merge: true });
  if (writes.counter) {
    const { name, counter, lastId } = writes.counter;
    tx.set(counterRef(db, name), {
      value: counter.value,
      type: counter.type,
      lastUpdated: serverTimestamp(),
      last_id: lastId,
    });
  }
  // Issue 23: the acceptance's award entry commits with it (the rules check it against the ride after the commit).
  if (writes.award) stageAwardEntry(tx, db, writes.award);
  // Notifications of the event commit with the transport, or not at all.
  writeEventNotifications(tx, db, writes.notifications);
}

/** One attempt of the transaction: the server module decides over this transaction's reads; its writes staged. */
async function decide(
  tx: Transaction,
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
  ref: DocumentReference,
): Promise<Decided> {
  const attempt = firestoreReads(tx, ctx, ref, viewer, identityExpected(op));
  // The reads the push will ask for go out together: one round trip where there were up to four in a row.
  const reads = prefetching(attempt.reads, expectedTransportReads(op, viewer));
  const push = await runAsync(transportPush(op, viewer), reads);
  if (push.kind === 'denied') throw permissionDenied(push.reason);
  if (push.writes !== null) write(tx, ctx, ref, attempt.raw(), attempt.joined(), push.writes);
  return { ...push, unchanged: unchangedDocument(ref, push, attempt.raw()) };
}

type Decided = Extract<TransportPush, { kind: 'decided' }> & {
  /** Nothing written (a replay answered « duplicate »): the ride as read in the transaction, time included. */
  unchanged: RemoteDocument<Transport> | null;
};

/**
 * Issue 24: no read-back where the transaction already holds the answer. When the decision writes nothing, the
 * ride it read (as the viewer may read it) and its server time are what a read-back would return.
 */
function unchangedDocument(
  ref: DocumentReference,
  push: Extract<TransportPush, { kind: 'decided' }>,
  raw: DocumentData | null,
): RemoteDocument<Transport> | null {
  if (push.writes !== null || push.answer === null || raw === null) return null;
  const syncTs = syncTsOf(raw);
  return syncTs === null ? null : { id: ref.id, data: push.answer, syncTs };
}

/**
 * One transport operation in ONE Firestore transaction (ARCHITECTURE §5.3), decided by the domain's
 * decideTransportPush — the statement firestore.rules enforces. A thrown RemoteError (permission) aborts it: the
 * SDK does not retry errors of ours, so nothing is written; a concurrent write makes the commit fail and the SDK
 * re-runs `decide`.
 *
 * The document is then read back once, as the viewer may see it: updated_at and the op's server time are set by
 * the server at commit, and the transaction does not return them (nothing written: no read-back, see above). A ride the viewer may no longer read (it lost
 * the race for it) comes back as null.
 */
export async function pushTransportOperation(
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
  known: Transport | null = null,
): Promise<PushOutcome> {
  const ref = transportRef(ctx.db, op.transportId);
  // Issue 24: a step decided on the device's copy, judged by the rules in one round trip (push-known.ts).
  const quick = known === null ? null : await pushOnKnownRide(ctx, op, viewer, known, ref);
  if (quick !== null) return quick;
  const transaction = () => runTransaction(ctx.db, (tx) => decide(tx, ctx, op, viewer, ref));
  const push = await transaction().catch(async (error: unknown) => {
    // A one-write batch of this op, sent earlier and answered too late (push-known.ts), may land between the
    // transaction's read and its commit: the rules then refuse the commit as a replay (its op key is there) where
    // no decision refused anything. Decided again over the ride as it now stands, the op is a « duplicate ».
    if (!(await landedMeanwhile(ref, op.opId, error))) throw error;
    return transaction();
  });
  if (push.gone) return toOutcome(push.result, null, true);
  if (push.unchanged !== null) return toOutcome(push.result, push.unchanged);
  return toOutcome(push.result, await readBack(ctx.db, ref, viewer, push.result.transport));
}

/** Whether a refused commit met its own op already stored (a late write of it landed first). */
async function landedMeanwhile(ref: DocumentReference, opId: string, error: unknown) {
  if (toRemoteError(error).code !== 'permission-denied') return false;
  try {
    const snapshot = await getDocFromServer(ref);
    return opId in asRecord(snapshot.get(SERVER_TIMES_FIELD));
  } catch {
    return false;
  }
}

/**
 * The identity part is asked for alongside the shared one when the decided ride says the viewer may read it: one
 * round trip instead of two per drained change. The shared part still decides (a wrong guess costs one more read).
 */
function prefetchIdentity(
  db: Firestore,
  ref: DocumentReference,
  viewer: Viewer,
  decided: Transport | null,
) {
  if (decided === null || !mayReadIdentity(decided, viewer)) return null;
  return getDocFromServer(privateRef(db, ref.id)).catch(() => null);
}

async function readBack(
  db: Firestore,
  ref: DocumentReference,
  viewer: Viewer,
  decided: Transport | null,
): Promise<RemoteDocument<Transport> | null> {
  const identity = prefetchIdentity(db, ref, viewer, decided);
  try {
    const snapshot = await getDocFromServer(ref);
    if (!snapshot.exists()) return null;
    const raw = snapshot.data();
    const shared = readTransport(ref.id, raw);
    const syncTs = syncTsOf(raw);
    // The rules refuse the read when the viewer lost the ride; the domain says the same where they are not loaded.
    if (shared === null || syncTs === null || !isVisibleTo(shared, viewer)) return null;
    const data = await joinedFor(db, shared, viewer, async (r) => {
      const prefetched = identity === null ? null : await identity;
      return prefetched ?? getDocFromServer(r);
    });
    return { id: ref.id, data, syncTs };
  } catch (error) {
    if (toRemoteError(error).code === 'permission-denied') return null;
    throw error;
  }
}
