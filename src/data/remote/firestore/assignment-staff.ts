import { doc, type Firestore, type Transaction } from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { ORGANISATION_COLLECTIONS, ownsOrganisation } from '@/domain/organisation/own-organisation';
import { readStaffCompany, readVehicle } from '@/domain/organisation/staff-documents';
import { VEHICLES_COLLECTION } from '@/domain/organisation/vehicle';
import type { AssignmentStaff } from '@/domain/sync/assignment-staff';
import type { Assignment } from '@/domain/transport/assignment';

/**
 * The company and vehicle an assignment names, read in the push transaction: the same documents the security rules
 * read (validAssignment). A member reads its own company and fleet; anything unreadable counts as absent.
 */
export async function readAssignmentStaff(
  tx: Transaction,
  db: Firestore,
  viewer: Viewer,
  assignment: Assignment,
): Promise<AssignmentStaff> {
  if (!ownsOrganisation(viewer.role)) return { company: null, vehicle: null };
  const companyRef = doc(db, ORGANISATION_COLLECTIONS[viewer.role], viewer.orgId);
  const vehicleRef = doc(db, VEHICLES_COLLECTION, assignment.vehicle.id);
  const read = async (ref: typeof companyRef) => {
    try {
      const snapshot = await tx.get(ref);
      return snapshot.exists() ? snapshot.data() : null;
    } catch {
      return null;
    }
  };
  const company = await read(companyRef);
  const vehicle = await read(vehicleRef);
  return {
    company: company === null ? null : readStaffCompany(company),
    vehicle: vehicle === null ? null : readVehicle(assignment.vehicle.id, vehicle),
  };
}
