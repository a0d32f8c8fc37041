import {
  and,
  or,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryFilterConstraint,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
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
 * What the role may read, as a server-side filter the security rules can prove safe. It is a superset of the
 * domain's isVisibleTo (e.g. a provider also gets VSL requests another company already took): the caller keeps
 * only what isVisibleTo accepts. Admin: everything.
 */
function roleFilter(viewer: Viewer): QueryFilterConstraint | null {
  switch (viewer.role) {
    case 'admin':
      return null;
    case 'ambulance':
    case 'vtc':
      return where('type_transport', 'in', typesOfferedTo(viewer.role));
    case 'clinique':
      // isVisibleTo: the organisation's requests, or those the user created under another organisation id.
      return or(
        where('requester_org_id', '==', viewer.orgId),
        where('created_by', '==', viewer.uid),
      );
    case 'patient':
      return or(
        where('patient_id', '==', viewer.uid),
        where('global_patient_id', '==', viewer.uid),
      );
  }
}

/**
 * The viewer's transports in server-time order.
 *
 * Composite indexes production needs on `transport` (the test server needs none; not yet in the repository):
 * for each role field F — type_transport (providers, `in`), requester_org_id and created_by (clinics),
 * patient_id and global_patient_id (patients) — (F ASC, updated_at ASC, __name__ ASC) for pulls and
 * (F ASC, updated_at DESC, __name__ DESC) for the doorbell. Admin queries use the automatic single-field index.
 * Documents whose updated_at is not a Timestamp are left out (stampedOnly). The `patients` indexes are listed in
 * patient-query.ts.
 */
export function scopedTransports(
  db: Firestore,
  viewer: Viewer,
  ...constraints: QueryNonFilterConstraint[]
): Query {
  const role = roleFilter(viewer);
  const stamped = stampedOnly();
  return query(transportsOf(db), role ? and(role, stamped) : and(stamped), ...constraints);
}
