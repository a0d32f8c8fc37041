import {
  and,
  query,
  where,
  type Firestore,
  type Query,
  type QueryNonFilterConstraint,
} from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { patientsOf } from './patient-codec';
import { stampedOnly } from './scoped-query';

/**
 * The patient records the viewer may read (domain isPatientVisibleTo) as a server-side filter: a clinic its
 * organisation's, an admin all. Callers check holdsPatientRecords first: other roles never query patients.
 *
 * Composite indexes production needs on `patients` (the test server needs none; not yet in the repository):
 * - (orga_id ASC, updated_at ASC, __name__ ASC): a clinic's pulls;
 * - (orga_id ASC, updated_at DESC, __name__ DESC): a clinic's doorbell;
 * - (orga_id ASC, local_id ASC): the replay lookup of push-patient.ts (equalities only: Firestore can merge the
 *   single-field indexes, but the composite one keeps that lookup to one index scan).
 * Admin queries use the automatic single-field index on updated_at. Documents whose updated_at is not a
 * Timestamp (legacy patients written by other tools) are never pulled (stampedOnly), as for transports: they
 * need a one-off migration giving them a server updated_at.
 */
export function scopedPatients(
  db: Firestore,
  viewer: Viewer,
  ...constraints: QueryNonFilterConstraint[]
): Query {
  const stamped = stampedOnly();
  const filter =
    viewer.role === 'admin' ? and(stamped) : and(where('orga_id', '==', viewer.orgId), stamped);
  return query(patientsOf(db), filter, ...constraints);
}
