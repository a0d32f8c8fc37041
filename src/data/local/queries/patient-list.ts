import type { AppDb } from '@/data/local/db/app-db';
import { sortPatientsByName } from '@/domain/patient/build-new-patient';
import { holdsPatientRecords } from '@/domain/patient/patient-access';
import type { Patient } from '@/domain/patient/patient.schema';
import type { Viewer } from '@/domain/transport/visibility';

/**
 * The patient records the viewer picks from when requesting a transport: a clinic's own organisation's (read
 * through the orga_id index), every record for an admin, none for other roles. Sorted by last then first name.
 */
export async function listPatients(db: AppDb, viewer: Viewer): Promise<Patient[]> {
  if (!holdsPatientRecords(viewer)) return [];
  const rows =
    viewer.role === 'admin'
      ? await db.patients.toArray()
      : await db.patients.where('orga_id').equals(viewer.orgId).toArray();
  return sortPatientsByName(rows);
}
