import { limit, onSnapshot, orderBy, type Firestore } from 'firebase/firestore';
import type { Unsubscribe, Viewer } from '@/data/ports';
import { holdsPatientRecords } from '@/domain/patient/patient-access';
import { scopedPatients } from './patient-query';

/**
 * The patients half of the doorbell, like watchTransports: one listener on the newest record of the viewer's
 * scope, ringing on every change there (and once on start). Roles that keep no records listen to nothing.
 */
export function watchPatients(db: Firestore, viewer: Viewer, onChange: () => void): Unsubscribe {
  if (!holdsPatientRecords(viewer)) return () => undefined;
  const newest = scopedPatients(db, viewer, orderBy('updated_at', 'desc'), limit(1));
  return onSnapshot(
    newest,
    () => onChange(),
    (error) => console.warn('[firestore] écoute des patients interrompue', error),
  );
}
