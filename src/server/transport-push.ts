import { awardNeededFor } from '@/domain/award/award-acceptance';
import type { AwardEntry } from '@/domain/award/award-log';
import type { OrganisationCard } from '@/domain/organisation/organisation-card';
import type { PatientLink } from '@/domain/patient/patient-link';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { OperationResult } from '@/domain/sync/apply-operation';
import { assignmentOf, type AssignmentStaff } from '@/domain/sync/assignment-staff';
import type { TransportOperation } from '@/domain/sync/operation';
import {
  counterNeededFor,
  decideTransportPush,
  decideUnreadableRide,
  hiddenRideDenial,
  organisationNeededFor,
  patientLinkNeededFor,
  type CounterState,
  type TransportWrites,
} from '@/domain/sync/transport-decision';
import type { CounterName } from '@/domain/ids/counter-names';
import type { Assignment } from '@/domain/transport/assignment';
import { asSeenBy, identityOf, withIdentity } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import { readerOf, type ServerRead, type ServerSteps } from '@/server/transaction';

/** What a backend finds under a ride's id, inside the push transaction. */
export type RideRead =
  | { kind: 'absent' }
  /** Stored but unreadable as a ride (the domain's parser refused it). */
  | { kind: 'unreadable' }
  /** The backend refuses the caller the read (Firestore's rules): only its offer marker, if any, says more. */
  | { kind: 'hidden'; offer: { open: boolean } | null }
  /**
   * `whole`: the ride as stored, identity included (demo server, memory fake) — the decision sees it as the viewer
   * may and the identity is put back on writing. Otherwise `stored` is already what the viewer may read and the
   * backend stores the identity part on its own (Firestore: a private document).
   */
  | { kind: 'found'; stored: Transport; whole: boolean };

/**
 * What a transport push reads in its transaction, and the server time it judges by (issued by the backend, or
 * estimated from the ride read). A backend answers these only; what is read when is stated here.
 */
export type TransportReads = {
  ride: [string, RideRead];
  counter: [CounterName, CounterState];
  organisation: [{ collection: string; id: string }, OrganisationCard | null];
  patientLink: [string, PatientLink | null];
  staff: [Assignment, AssignmentStaff];
  /** Issue 23: the viewer's company's award entry for the ride (an acceptance records itself there). */
  award: [{ rideId: string; orgId: string }, AwardEntry | null];
  serverTime: [Transport | null, EpochMillis];
};

const get = readerOf<TransportReads>();

/**
 * The reads transportPush will most likely ask for, so a backend with round trips can start them together: the
 * ride, the viewer's organisation when named, and — for a creation, whose ride is expected absent — its counter
 * and patient link. The same domain functions as below name them.
 */
export function expectedTransportReads(
  op: TransportOperation,
  viewer: Viewer,
): ServerRead<TransportReads>[] {
  const expected: ServerRead<TransportReads>[] = [{ kind: 'ride', key: op.transportId }];
  const counter = counterNeededFor(op, viewer);
  if (counter !== null) expected.push({ kind: 'counter', key: counter });
  const named = organisationNeededFor(op, viewer);
  if (named !== null) expected.push({ kind: 'organisation', key: named });
  const recordId = patientLinkNeededFor(op);
  if (recordId !== null) expected.push({ kind: 'patientLink', key: recordId });
  const award = awardNeededFor(op, viewer);
  if (award !== null) expected.push({ kind: 'award', key: award });
  return expected;
}

/** What one push decided: the writes to commit with it (none when null) and what to answer. */
export type TransportPush =
  | { kind: 'denied'; reason: string }
  | {
      kind: 'decided';
      result: OperationResult;
      /** The ride to store is whole again: its identity part is put back where the decision saw it withheld. */
      writes: TransportWrites | null;
      /** The ride as the viewer may now hold it, null when the answer carries none. */
      answer: Transport | null;
      /** The ride left the viewer's sight: the device drops its copy. */
      gone: boolean;
      /** Whether a ride was stored under this id before (the answer keeps its time when nothing is written). */
      existed: boolean;
    };

/**
 * One transport operation (ARCHITECTURE §5.3): read what decideTransportPush needs (each backend answers the
 * reads in its transaction: runSync / runAsync), let it decide — the statement firestore.rules enforces too — and
 * return the writes and the answer. The decision sees the ride as the viewer may read it (as the rules let them),
 * so every backend decides, and words its notifications, from the same input.
 */
export function* transportPush(
  op: TransportOperation,
  viewer: Viewer,
): ServerSteps<TransportReads, TransportPush> {
  const ride = yield* get('ride', op.transportId);
  if (ride.kind === 'hidden') {
    const denial = hiddenRideDenial(op, ride.offer, viewer);
    if (denial !== null) return { kind: 'denied', reason: denial };
    // A ride another company took (or the clinic withdrew) is answered from its offer marker alone.
    const result = decideUnreadableRide(op, ride.offer);
    return { kind: 'decided', result, writes: null, answer: null, gone: true, existed: true };
  }
  const found = ride.kind === 'found' ? ride : null;
  const current = found && (found.whole ? asSeenBy(found.stored, viewer) : found.stored);
  const absent = ride.kind === 'absent';
  const counterName = absent ? counterNeededFor(op, viewer) : null;
  const counter = counterName === null ? null : yield* get('counter', counterName);
  const named = organisationNeededFor(op, viewer);
  const organisation = named === null ? null : yield* get('organisation', named);
  const recordId = absent ? patientLinkNeededFor(op) : null;
  const patientLink = recordId === null ? null : yield* get('patientLink', recordId);
  const assignment = current === null ? null : assignmentOf(op);
  const staff = assignment && (yield* get('staff', assignment));
  const awardKey = current === null ? null : awardNeededFor(op, viewer);
  const award = awardKey === null ? null : yield* get('award', awardKey);
  const decision = decideTransportPush({
    ...(staff ? { staff } : {}),
    op,
    viewer,
    current,
    unreadable: ride.kind === 'unreadable',
    counter,
    organisation,
    patientLink,
    award,
    serverTime: yield* get('serverTime', current),
  });
  if (decision.kind === 'denied') return decision;
  const { result, writes } = decision;
  const rejoined = (transport: Transport) =>
    found?.whole && transport.identity_withheld
      ? withIdentity(transport, identityOf(found.stored))
      : transport;
  return {
    kind: 'decided',
    result,
    writes: writes && { ...writes, transport: rejoined(writes.transport) },
    answer: result.transport && asSeenBy(rejoined(result.transport), viewer),
    gone: decision.gone === true,
    existed: !absent,
  };
}
