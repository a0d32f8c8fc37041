import {
  doc,
  getDocFromServer,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { PushOutcome, RemoteDocument, Viewer } from '@/data/ports';
import { parseCounter } from '@/domain/counter/counter';
import { readOrganisationCard } from '@/domain/organisation/organisation-card';
import type { Clock } from '@/domain/shared/clock';
import type { OperationResult } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import {
  counterNeededFor,
  decideTransportPush,
  decideUnreadableRide,
  organisationNeededFor,
  patientLinkNeededFor,
  type CounterState,
  type TransportWrites,
} from '@/domain/sync/transport-decision';
import { transportOfferSchema } from '@/domain/transport/transport-offer';
import type { Transport } from '@/domain/transport/transport.schema';
import { mayReadIdentity } from '@/domain/transport/transport-privacy';
import { isVisibleTo } from '@/domain/transport/visibility';
import { assignmentOf } from '@/domain/sync/assignment-staff';
import { readAssignmentStaff } from './assignment-staff';
import { counterRef } from './counter-read';
import { writeEventNotifications } from './notifications';
import { readPatientLinkIn } from './patient-links';
import { permissionDenied, toRemoteError } from './remote-errors';
import { identityWrite, joinedFor, offerRef, offerWrite } from './ride-parts';
import { privateRef, readTransport, syncTsOf, transportRef } from './transport-codec';
import { transportWrite } from './transport-write';

export interface PushContext {
  db: Firestore;
  clock: Clock;
}

type Decision =
  | { kind: 'refused-unread'; result: OperationResult }
  | { kind: 'decided'; result: OperationResult; wrote: boolean; gone: boolean };

/**
 * Server time as the client can estimate it inside the transaction: its clock, never before the transport's
 * last write, so the domain's time checks (24 h expiry) and the stored order of estimates stay sane. The rules
 * hold the exact times to request.time (updated_at, op_server_times) and bound the estimates.
 */
const estimateServerTime = (clock: Clock, current: Transport | null) =>
  Math.max(clock.now(), current?.updated_at ?? 0);

async function readCounter(tx: Transaction, db: Firestore, op: TransportOperation, viewer: Viewer) {
  const name = counterNeededFor(op, viewer);
  if (name === null) return null;
  const snapshot = await tx.get(counterRef(db, name));
  if (!snapshot.exists()) return null;
  const parsed = parseCounter(name, snapshot.data());
  if (parsed.ok) return parsed.value;
  console.warn('[firestore] compteur illisible : identifiant de secours conservé', parsed.error);
  return 'unreadable' satisfies CounterState;
}

/** The viewer's own organisation document (its members may read it), when the decision copies its name. */
async function readOrganisation(
  tx: Transaction,
  db: Firestore,
  op: TransportOperation,
  viewer: Viewer,
) {
  const named = organisationNeededFor(op, viewer);
  if (named === null) return null;
  const snapshot = await tx.get(doc(db, named.collection, named.id));
  return snapshot.exists() ? readOrganisationCard(snapshot.data()) : null;
}

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
  if (writes.offer) tx.set(offerRef(db, ref.id), offerWrite(writes.offer));
  if (writes.counter) {
    const { name, counter, lastId } = writes.counter;
    tx.set(counterRef(db, name), {
      value: counter.value,
      type: counter.type,
      lastUpdated: serverTimestamp(),
      last_id: lastId,
    });
  }
  // Notifications of the event commit with the transport, or not at all.
  writeEventNotifications(tx, db, writes.notifications);
}

/** One attempt of the transaction: reads only through tx.get, all reads before any write. */
async function decide(
  tx: Transaction,
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
  ref: DocumentReference,
): Promise<Decision> {
  let snapshot;
  try {
    snapshot = await tx.get(ref);
  } catch (error) {
    // The rules hide a ride another company took (or the clinic withdrew): answer from its offer marker alone.
    if (toRemoteError(error).code !== 'permission-denied') throw error;
    const offer = await tx.get(offerRef(ctx.db, ref.id));
    const parsed = offer.exists() ? transportOfferSchema.safeParse(offer.data()) : null;
    return { kind: 'refused-unread', result: decideUnreadableRide(op, parsed?.data ?? null) };
  }
  const raw = snapshot.exists() ? snapshot.data() : null;
  const shared = raw === null ? null : readTransport(op.transportId, raw);
  const current =
    shared === null ? null : await joinedFor(ctx.db, shared, viewer, (r) => tx.get(r));
  const counter =
    current === null && raw === null ? await readCounter(tx, ctx.db, op, viewer) : null;
  const organisation = await readOrganisation(tx, ctx.db, op, viewer);
  const patientLink =
    current === null && raw === null
      ? await readPatientLinkIn(tx, ctx.db, patientLinkNeededFor(op))
      : null;
  const assignment = current === null ? null : assignmentOf(op);
  const staff = assignment && (await readAssignmentStaff(tx, ctx.db, viewer, assignment));
  const decision = decideTransportPush({
    ...(staff ? { staff } : {}),
    op,
    viewer,
    current,
    unreadable: raw !== null && shared === null,
    counter,
    organisation,
    patientLink,
    serverTime: estimateServerTime(ctx.clock, current),
  });
  if (decision.kind === 'denied') throw permissionDenied(decision.reason);
  if (decision.writes !== null) write(tx, ctx, ref, raw, current, decision.writes);
  return {
    kind: 'decided',
    result: decision.result,
    wrote: decision.writes !== null,
    gone: decision.gone === true,
  };
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
 * One transport operation in ONE Firestore transaction (ARCHITECTURE §5.3), decided by the domain's
 * decideTransportPush — the statement firestore.rules enforces. A thrown RemoteError (permission) aborts it: the
 * SDK does not retry errors of ours, so nothing is written; a concurrent write makes the commit fail and the SDK
 * re-runs `decide`.
 *
 * The document is then read back once, as the viewer may see it: updated_at and the op's server time are set by
 * the server at commit, and the transaction does not return them. A ride the viewer may no longer read (it lost
 * the race for it) comes back as null.
 */
export async function pushTransportOperation(
  ctx: PushContext,
  op: TransportOperation,
  viewer: Viewer,
): Promise<PushOutcome> {
  const ref = transportRef(ctx.db, op.transportId);
  const decision = await runTransaction(ctx.db, (tx) => decide(tx, ctx, op, viewer, ref));
  if (decision.kind === 'refused-unread' || decision.gone) {
    return { ...toOutcome(decision.result, null), gone: true };
  }
  return toOutcome(decision.result, await readBack(ctx.db, ref, viewer, decision.result.transport));
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
