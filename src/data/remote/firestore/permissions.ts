import type { Viewer } from '@/data/ports';
import type { Patient } from '@/domain/patient/patient.schema';
import { mayCreatePatient } from '@/domain/sync/write-permissions';
import { permissionDenied } from './remote-errors';

/** The domain's write permission on patient records, raised as this adapter's RemoteError (French reason). */
export const assertMayCreatePatient = (created: Patient, viewer: Viewer) => {
  const reason = mayCreatePatient(created, viewer);
  if (reason !== null) throw permissionDenied(reason);
};
