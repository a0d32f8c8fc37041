import { signedByViewer } from '@/domain/sync/signed-by-viewer';
import { rideReachesCompany, rideStepMinutes } from '@/domain/award/award-permission';
import type { TransportOfferWrite } from '@/domain/transport/transport-offer';
import { acceptanceAwardWrite, type AwardWrite } from '@/domain/award/award-acceptance';
import type { AwardEntry } from '@/domain/award/award-log';
import { incrementedCounter, type Counter } from '@/domain/counter/counter';
import { counterNameForTransport, type CounterName } from '@/domain/ids/counter-names';
import { isFallbackId } from '@/domain/ids/fallback-id';
import { transportId } from '@/domain/ids/formatted-id';
import {
  notificationsForResult,
  type EventNotification,
} from '@/domain/notification/transport-events';
import {
  ownOrganisationDocument,
  type OrganisationCard,
} from '@/domain/organisation/organisation-card';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  applyTransportOperation,
  OPERATION_REFUSALS,
  type OperationResult,
} from '@/domain/sync/apply-operation';
import {
  assignmentDenial,
  assignmentOf,
  type AssignmentStaff,
} from '@/domain/sync/assignment-staff';
import type { TransportOperation } from '@/domain/sync/operation';
import { actsAsViewer, mayCreate, mayTouch, staysMember } from '@/domain/sync/write-permissions';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { partyNamedBy, withOrganisationCard } from '@/domain/transport/organisation-names';
import { readId } from '@/domain/transport/lenient-fields';
import { linkedAccountOf, type PatientLink } from '@/domain/patient/patient-link';
import { touchesIdentity } from '@/domain/transport/transport-privacy';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { mayRecordRefusal } from '@/domain/transport/move-actors';
import {
  canRoleSeeTransportType,
  isVisibleTo,
  relationsOf,
  type Viewer,
} from '@/domain/transport/visibility';

/**
 * The server's decision on one transport operation, stated once: both backends (the embedded demo server and
 * Firestore, whose security rules enforce the same) read what `readsFor` names, call `decideTransportPush`, and
 * write what it returns in ONE transaction. Adapters do I/O only.
 */

type CreateOperation = Extract<TransportOperation, { kind: 'transport.create' }>;

/** A counter as read in the transaction: absent (null: numbering starts at 1) or unreadable. */
export type CounterState = Counter | null | 'unreadable';

const needsNumber = (raw: unknown) =>
  typeof raw !== 'string' || raw.trim() === '' || isFallbackId(raw);

const normalisedType = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/**
 * The counter a creation must read in its transaction, or null when it needs no number. Numbers are the server's:
 * every request is numbered from its counter, whatever id the device proposed; only an admin's tool may keep an id
 * it chose (the security rules hold the same).
 */
export function counterNeededFor(
  op: TransportOperation,
  viewer: Pick<Viewer, 'role'>,
): CounterName | null {
  if (op.kind !== 'transport.create') return null;
  if (viewer.role === 'admin' && !needsNumber(op.transport.transport_id)) return null;
  return counterNameForTransport(normalisedType(op.transport.type_transport));
}

/**
 * The viewer's own organisation document a transaction must read, or null: a clinic's creation and a company's
 * acceptance copy their organisation's name and phone onto the ride (the rules check the copy against it).
 */
export function organisationNeededFor(
  op: TransportOperation,
  viewer: Pick<Viewer, 'role' | 'orgId'>,
): { collection: string; id: string } | null {
  const names =
    (op.kind === 'transport.create' && viewer.role === 'clinique') ||
    (op.kind === 'transport.status' && op.update.status === 'accepted');
  return names ? ownOrganisationDocument(viewer) : null;
}

/**
 * The patient link a creation must read in its transaction (patientLinks/{record id}), or null: a request naming a
 * patient record carries the account that accepted that record's link, as the server finds it at creation — not
 * as the device believed it (the security rules check the same against the stored link).
 */
export function patientLinkNeededFor(op: TransportOperation): string | null {
  if (op.kind !== 'transport.create') return null;
  const recordId = op.transport.patient_id;
  return typeof recordId === 'string' && recordId.trim() !== '' ? recordId : null;
}

/** A creation's global_patient_id: the record's linked account; an admin's tool may name one itself. */
function withLinkedAccount(
  op: CreateOperation,
  viewer: Pick<Viewer, 'role'>,
  link: PatientLink | null,
): CreateOperation {
  const linked = linkedAccountOf(link, {
    patient_id: readId(op.transport.patient_id),
    requester_org_id: readId(op.transport.requester_org_id),
  });
  const given = viewer.role === 'admin' ? readId(op.transport.global_patient_id) : null;
  const global_patient_id = linked ?? given ?? null;
  if (op.transport.global_patient_id === global_patient_id) return op;
  return { ...op, transport: { ...op.transport, global_patient_id } };
}

export interface CounterWrite {
  name: CounterName;
  counter: Counter;
  /** The document this number went to: the security rules check it is created in the same commit. */
  lastId: string;
}

/** Numbers a creation from its counter; an unreadable counter keeps the fallback id (spec §8). */
function numbered(
  op: CreateOperation,
  viewer: Viewer,
  counter: CounterState,
  now: EpochMillis,
): { op: CreateOperation; counter: CounterWrite | null } {
  const name = counterNeededFor(op, viewer);
  if (name === null || counter === 'unreadable') return { op, counter: null };
  const next = incrementedCounter(counter, 'transport', now);
  const type = normalisedType(op.transport.type_transport);
  const transport = { ...op.transport, transport_id: transportId(type, next.value) };
  return {
    op: { ...op, transport },
    counter: { name, counter: next, lastId: op.transportId },
  };
}

export interface TransportPushInput {
  op: TransportOperation;
  viewer: Viewer;
  /** The stored ride as the viewer may read it (identity joined for its parties); null when absent. */
  current: Transport | null;
  /** A stored document exists but nobody can read it: refused as missing, never overwritten by a guess. */
  unreadable?: boolean;
  /** The counter named by counterNeededFor, when it named one. */
  counter?: CounterState;
  /** The document named by organisationNeededFor, read leniently; null when absent. */
  organisation?: OrganisationCard | null;
  /** For an assignment (assignmentOf names one): the company and vehicle, as read in the transaction. */
  staff?: AssignmentStaff;
  /** The link named by patientLinkNeededFor, as read in the transaction; null when absent or unreadable. */
  patientLink?: PatientLink | null;
  /** Issue 23: the company's award entry named by awardNeededFor (an acceptance), null when absent. */
  award?: AwardEntry | null;
  serverTime: EpochMillis;
}

/** What one transaction writes, all or nothing. */
export interface TransportWrites {
  /** The ride as it now stands (the whole of it; adapters split it into shared and identity parts). */
  transport: Transport;
  created: boolean;
  /** The identity part changed (or is new): the private document is rewritten. */
  identityChanged: boolean;
  /** The offer marker providers follow (offerChange): its type, whether it is open, its minutes per widening. */
  offer: TransportOfferWrite | null;
  counter: CounterWrite | null;
  notifications: EventNotification[];
  /** Issue 23: an acceptance's award entry (award/award-acceptance.ts), committed with the ride. */
  award: AwardWrite | null;
}

export type TransportDecision =
  | { kind: 'denied'; reason: string }
  | {
      kind: 'decided';
      result: OperationResult;
      writes: TransportWrites | null;
      /** The ride is no longer the viewer's to hold: its device drops its copy. */
      gone?: true;
    };

/**
 * The offer marker providers follow: written with every write of a ride that waits or stopped waiting (issue 23:
 * companies no longer list rides they are offered, they follow the offers and read each ride by id — so an edit of
 * a waiting request must move its offer for their devices to read it again), and when the type changes.
 */
const offerChange = (before: Transport | null, after: Transport): TransportWrites['offer'] => {
  const open = isWaiting(after.etat);
  const moved =
    before === null ||
    open ||
    isWaiting(before.etat) ||
    before.type_transport !== after.type_transport;
  return moved
    ? { type_transport: after.type_transport, open, step_minutes: rideStepMinutes(after) }
    : null;
};

export function decideTransportPush(input: TransportPushInput): TransportDecision {
  const { viewer, current, serverTime } = input;
  const op = signedByViewer(input.op, viewer);
  const notSelf = actsAsViewer(op, viewer) ?? staysMember(viewer);
  if (notSelf !== null) return { kind: 'denied', reason: notSelf };
  if (input.unreadable) {
    const result: OperationResult = {
      outcome: 'refused',
      transport: null,
      refusal: OPERATION_REFUSALS.missing,
    };
    return { kind: 'decided', result, writes: null };
  }
  if (current !== null && !isVisibleTo(current, viewer)) {
    // A company acting on a request of its types that left its sight (taken by another, withdrawn) is answered
    // as Firestore answers it, where the rules hide that ride: from the offer marker alone, a refusal that blocks
    // nothing. Anyone else touching a ride they cannot see is denied.
    // A chauffeur was never offered requests: a ride not assigned to them is simply not theirs.
    const everOffered = !seesOnlyAssignedRides(viewer.memberRole);
    if (
      everOffered &&
      canRoleSeeTransportType(viewer.role, current.type_transport) &&
      viewer.role !== 'admin'
    ) {
      const offer = { open: isWaiting(current.etat) };
      const result = decideUnreadableRide(op, offer);
      return { kind: 'decided', result, writes: null, gone: true };
    }
    const hidden = mayTouch(op, current, viewer);
    if (hidden !== null) return { kind: 'denied', reason: hidden };
  }
  const creation =
    op.kind === 'transport.create' && current === null
      ? numbered(
          withLinkedAccount(op, viewer, input.patientLink ?? null),
          viewer,
          input.counter ?? null,
          serverTime,
        )
      : { op, counter: null };
  const result = named(
    current,
    applyTransportOperation(current, creation.op, serverTime),
    input.organisation ?? null,
  );
  if (result.outcome === 'applied' && op.kind === 'transport.create') {
    const foreign = mayCreate(result.transport, viewer);
    if (foreign !== null) return { kind: 'denied', reason: foreign };
  }
  const assignment = assignmentOf(op);
  if (result.outcome === 'applied' && assignment !== null && current !== null) {
    const staff = input.staff ?? { company: null, vehicle: null };
    const refused = assignmentDenial(assignment, current, viewer, staff);
    if (refused !== null) return { kind: 'denied', reason: refused };
  }
  // Issue 23: an acceptance only by a company the zone reaches at the server's time (rules: validOffer, reachedBy).
  if (
    result.outcome === 'applied' &&
    current !== null &&
    op.kind === 'transport.status' &&
    op.update.status === 'accepted' &&
    !rideReachesCompany(current, input.organisation?.base ?? null, serverTime)
  ) {
    // As Firestore answers it: the rules hide the ride from that company, whose acceptance reads its open offer.
    return { kind: 'decided', result: decideUnreadableRide(op, { open: true }), writes: null };
  }
  // Issue 21: a refusal is recorded in the shared history by a party only. A mere candidate's (a competitor on an
  // open request) would show its name and motive to every other candidate: its device keeps it, nothing is written.
  if (
    result.outcome === 'refused' &&
    current !== null &&
    !mayRecordRefusal(relationsOf(current, viewer))
  ) {
    return { kind: 'decided', result: { ...result, transport: current }, writes: null };
  }
  // The domain hands back the very same object when nothing changed (replay, refused edit).
  if (result.transport === null || result.transport === current) {
    return { kind: 'decided', result, writes: null };
  }
  const writes: TransportWrites = {
    transport: result.transport,
    created: current === null,
    identityChanged: touchesIdentity(current, result.transport),
    offer: offerChange(current, result.transport),
    counter: creation.counter,
    notifications: notificationsForResult(current, result, creation.op, serverTime),
    award: acceptanceAwardWrite(
      op,
      current,
      result.transport,
      viewer,
      input.organisation ?? null,
      input.award ?? null,
      serverTime,
    ),
  };
  return { kind: 'decided', result, writes };
}

/** An applied creation or acceptance with its party's organisation card copied onto the ride. */
function named(
  current: Transport | null,
  result: OperationResult,
  card: OrganisationCard | null,
): OperationResult {
  if (result.outcome !== 'applied') return result;
  const party = partyNamedBy(current, result.transport);
  if (party === null) return result;
  return { ...result, transport: withOrganisationCard(result.transport, party, card) };
}

/**
 * A provider acting on a ride it can no longer read (another company took it, or the clinic withdrew it): the
 * server answers from the offer marker alone, without reading or recording anything of the ride.
 */
export function decideUnreadableRide(
  op: TransportOperation,
  offer: { open: boolean } | null,
): OperationResult {
  const accepting = op.kind === 'transport.status' && op.update.status === 'accepted';
  // An open offer the company cannot read is one its zone does not reach yet (issue 23).
  const refusal =
    offer === null || !accepting
      ? OPERATION_REFUSALS.missing
      : offer.open
        ? OPERATION_REFUSALS.notReached
        : OPERATION_REFUSALS.takenByAnother;
  return { outcome: 'refused', transport: null, refusal };
}
