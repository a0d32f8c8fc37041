import {
  and,
  collection,
  doc,
  getDocFromServer,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { companyZoneTags } from '@/domain/award/zone-cells';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import { ORGANISATION_COLLECTIONS } from '@/domain/organisation/own-organisation';
import { readCoordinates, type Coordinates } from '@/domain/transport/geo';
import { VTC_ELIGIBLE_FIELD } from '@/domain/transport/prescribed-mode';
import { TRANSPORT_OFFERS_COLLECTION } from '@/domain/transport/transport-offer';
import { WAITING_STATUSES } from '@/domain/transport/transport-status';
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
 * Issue 22: a VTC company's open requests leave out the rides prescribed in VSL or ambulance (mayReceivePrescribed,
 * stored as vtc_eligible), as the rules require of a VTC candidate's read.
 */
const openRequestsOnlyFor = (viewer: Viewer): QueryFilterConstraint[] =>
  viewer.role === 'vtc' ? [where(VTC_ELIGIBLE_FIELD, '==', true)] : [];

/** A company's open requests of its types, before the zone (a candidate's relation). */
export const waitingOfMyTypes = (viewer: Viewer): QueryFilterConstraint[] => [
  where('etat', 'in', [...WAITING_STATUSES]),
  where('type_transport', 'in', typesOfferedTo(viewer.role)),
  ...openRequestsOnlyFor(viewer),
];

/**
 * Issue 23 (firestore.rules listsZone, domain zone-cells.ts): a company with a base lists a request through the
 * zone's cells — step 0's (open at filing) here, paged like every ride query; the later steps' in
 * zone-step-queries.ts. Without a base, every request is reached at filing: no zone filter.
 */
const firstZone = (base: Coordinates | null): QueryFilterConstraint[] =>
  base === null ? [] : [where('zone.cells', 'array-contains', companyZoneTags(base)[0]!)];

/**
 * The domain's isVisibleTo as filters the security rules can each prove (a query must be provably within the
 * rules, or the whole query is refused): one filter per way of seeing a ride. Admin: everything.
 */
function visibilityFilters(
  viewer: Viewer,
  base: Coordinates | null,
): (QueryFilterConstraint | null)[] {
  switch (viewer.role) {
    case 'admin':
      return [null];
    case 'ambulance':
    case 'vtc':
      if (seesOnlyAssignedRides(viewer.memberRole)) return assignedToDriver(viewer);
      return [
        where('provider_org_id', '==', viewer.orgId),
        and(...waitingOfMyTypes(viewer), ...firstZone(base)),
      ];
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
  base: Coordinates | null,
  ...constraints: QueryNonFilterConstraint[]
): Query[] {
  return visibilityFilters(viewer, base).map((filter) =>
    query(
      transportsOf(db),
      filter ? and(filter, stampedOnly()) : and(stampedOnly()),
      ...constraints,
    ),
  );
}

/** Closed offers of the provider's types: how its devices learn to drop requests that left their sight. */
export function closedOffersQuery(
  db: Firestore,
  viewer: Viewer,
  ...constraints: QueryNonFilterConstraint[]
): Query | null {
  if (viewer.role !== 'ambulance' && viewer.role !== 'vtc') return null;
  if (seesOnlyAssignedRides(viewer.memberRole)) return null;
  return query(
    collection(db, TRANSPORT_OFFERS_COLLECTION),
    and(
      where('type_transport', 'in', typesOfferedTo(viewer.role)),
      where('open', '==', false),
      stampedOnly(),
    ),
    ...constraints,
  );
}

/** Whether the viewer lists open requests (a company member who is not a chauffeur). */
export const listsRequests = (viewer: Viewer): viewer is Viewer & { role: 'ambulance' | 'vtc' } =>
  (viewer.role === 'ambulance' || viewer.role === 'vtc') &&
  !seesOnlyAssignedRides(viewer.memberRole);

/**
 * The company's base as the rules read it (firestore.rules listsZone: its organisation document's coordonnees);
 * null for anyone else, or a company without one.
 */
export async function companyBase(db: Firestore, viewer: Viewer): Promise<Coordinates | null> {
  if (!listsRequests(viewer)) return null;
  const stored = await getDocFromServer(
    doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId),
  );
  return stored.exists() ? readCoordinates(stored.get('coordonnees')) : null;
}
