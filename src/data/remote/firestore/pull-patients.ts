import { getDocsFromServer, type Firestore } from 'firebase/firestore';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { holdsPatientRecords, isPatientVisibleTo } from '@/domain/patient/patient-access';
import type { Patient } from '@/domain/patient/patient.schema';
import { readPatient } from './patient-codec';
import { scopedPatients } from './patient-query';
import { assertPageLimit, collectPage, pageConstraints } from './pull-page';

/**
 * One page of the viewer's patient records strictly after the checkpoint, in (updated_at, id) order. Roles that
 * keep no records get an empty, final page without a network call. The query is scoped by organisation; the
 * domain's isPatientVisibleTo still has the last word. A malformed record is skipped (logged) but moves the
 * checkpoint, like every returned document (collectPage).
 */
export async function pullPatientPage(
  db: Firestore,
  viewer: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Patient>> {
  assertPageLimit(limit);
  if (!holdsPatientRecords(viewer)) return { documents: [], checkpoint: after, hasMore: false };
  const snapshot = await getDocsFromServer(
    scopedPatients(db, viewer, ...pageConstraints(after, limit)),
  );
  return collectPage(snapshot, after, limit, (id, raw, syncTs) => {
    const patient = readPatient(id, raw);
    return patient !== null && isPatientVisibleTo(patient, viewer)
      ? { id, data: patient, syncTs }
      : null;
  });
}
