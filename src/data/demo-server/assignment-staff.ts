import type { Viewer } from '@/data/ports';
import type { ServerDb } from '@/data/demo-server/server-db';
import type { AssignmentStaff } from '@/domain/sync/assignment-staff';
import type { Assignment } from '@/domain/transport/assignment';
import { readStaffCompany, readVehicle } from '@/domain/organisation/staff-documents';

/** The company and vehicle an assignment names, as the demo server holds them (read inside the push transaction). */
export async function readAssignmentStaff(
  db: ServerDb,
  viewer: Viewer,
  assignment: Assignment,
): Promise<AssignmentStaff> {
  const [company, vehicle] = await Promise.all([
    db.organisations.get(viewer.orgId),
    db.vehicles.get(assignment.vehicle.id),
  ]);
  return {
    company: company ? readStaffCompany(company.data) : null,
    vehicle: vehicle ? readVehicle(vehicle.id, vehicle.data) : null,
  };
}
