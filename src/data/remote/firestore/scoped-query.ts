import {
  and,
  collection,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { TRANSPORT_OFFERS_COLLECTION } from '@/domain/transport/transport-offer';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';
import { transportsOf } from './transport-codec';

/** Firestore's smallest Timestamp (0001-01-01): `updated_at >=` it keeps only documents whose updated_at is one. */
const EARLIEST = new Timestamp(-62_135_596_800, 0);

/**
 * Keeps documents whose updated_at is a Timestamp: legacy strings or numbers could not give a checkpoint, and
 * Firestore's inequality filters match one value type only. It adds no index: pulls order on the same field.
 */
export const stampedOnly = (): QueryFilterConstraint => where('updated_at', '>=', EARLIEST);

/** The transport types a provider role is offered (spec §6), from the domain's own rule. */
export const typesOfferedTo = (role: Viewer['role']) =>
  TRANSPORT_TYPES.filter((type) => canRoleSeeTransportType(role, type));

/**
 * A chauffeur's rides: their company's, with them on the crew — as its driver, or as the équipier of an ambulance
 * (issue 23) — one filter each, as firestore.rules (transport reads, assignedToMe) can prove them.
 */
export const assignedToDriver = (viewer: Viewer): QueryFilterConstraint[] => [
  and(where('provider_org_id', '==', viewer.orgId), where('assigned_driver.uid', '==', viewer.uid)),
  and(
    where('provider_org_id', '==', viewer.orgId),
    where('assigned_driver.equipier.uid', '==', viewer.uid),
  ),
];

/**
 * The domain's isVisibleTo as filters the security rules can each prove (a query must be provably within the
 * rules, or the whole query is refused): one filter per way of being a party to a ride. Admin: everything.
 * Issue 23: the requests a company is offered are not listed (the rules let a candidate read a ride by id only,
 * once its zone is open): its devices follow the offers (offersQuery) and read each ride.
 */
function visibilityFilters(viewer: Viewer): (QueryFilterConstraint | null)[] {
  switch (viewer.role) {
    case 'admin':
      return [null];
    case 'ambulance':
    case 'vtc':
      if (seesOnlyAssignedRides(viewer.memberRole)) return assignedToDriver(viewer);
      return [where('provider_org_id', '==', viewer.orgId)];
    case 'clinique':
      return [where('requester_org_id', '==', viewer.orgId)];
    case 'patient':
      return [where('patient_id', '==', viewer.uid), where('global_patient_id', '==', viewer.uid)];
  }
}

/**
 * The viewer's transports in server-time order, as one query per way of seeing them (merged by the caller).
 *
 * Composite indexes production needs (firestore.indexes.json): for each filter above, its fields then
 * (updated_at ASC, __name__ ASC) for pulls and (updated_at DESC, __name__ DESC) for the doorbell. Admin queries
 * use the automatic single-field index. Documents whose updated_at is not a Timestamp are left out (stampedOnly).
 */
export function scopedTransportQueries(
  db: Firestore,
  viewer: Viewer,
  ...constraints: QueryNonFilterConstraint[]
): Query[] {
  return visibilityFilters(viewer).map((filter) =>
    query(
      transportsOf(db),
      filter ? and(filter, stampedOnly()) : and(stampedOnly()),
      ...constraints,
    ),
  );
}

/** Whether the viewer is offered requests (a company member other than a chauffeur). */
const isOffered = (viewer: Viewer) =>
  (viewer.role === 'ambulance' || viewer.role === 'vtc') &&
  !seesOnlyAssignedRides(viewer.memberRole);

/**
 * The offers of the provider's types, open and closed, in server-time order: how its devices learn of requests
 * (an open offer: its ride is read by id, which the rules allow once the zone reaches the company) and of
 * requests that left their sight (a closed one).
 */
export function offersQuery(
  db: Firestore,
  viewer: Viewer,
  ...constraints: QueryNonFilterConstraint[]
): Query | null {
  if (!isOffered(viewer)) return null;
  return query(
    collection(db, TRANSPORT_OFFERS_COLLECTION),
    and(where('type_transport', 'in', typesOfferedTo(viewer.role)), stampedOnly()),
    ...constraints,
  );
}

/**
 * The open offers of the provider's types created since `since` (epoch ms): the requests one of whose widenings
 * may have opened since the device last asked (issue 23). One query per type: the emulator answered `in` with a
 * range on another field incompletely. Index: (open, type_transport, created_at).
 */
export function openOffersSinceQueries(db: Firestore, viewer: Viewer, since: number): Query[] {
  if (!isOffered(viewer)) return [];
  return typesOfferedTo(viewer.role).map((type) =>
    query(
      collection(db, TRANSPORT_OFFERS_COLLECTION),
      and(
        where('open', '==', true),
        where('type_transport', '==', type),
        where('created_at', '>=', Timestamp.fromMillis(since)),
      ),
    ),
  );
}
