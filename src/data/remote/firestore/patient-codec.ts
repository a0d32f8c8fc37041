import {
  collection,
  doc,
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { RemoteDocument } from '@/data/ports';
import { parsePatient, PATIENTS_COLLECTION, type Patient } from '@/domain/patient/patient.schema';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { syncTsOf } from './transport-codec';

export const patientsOf = (db: Firestore): CollectionReference =>
  collection(db, PATIENTS_COLLECTION);
export const patientRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, PATIENTS_COLLECTION, id);

/**
 * Domain record → stored fields, as transport-codec does for transports: the whole record (its `id` included,
 * equal to the document id; readers take the document id anyway), created_at as a Timestamp, no undefined.
 * birth_date stays the spec's YYYY-MM-DD text. updated_at is the writer's (serverTimestamp()).
 */
export function encodePatientFields(patient: Patient): DocumentData {
  const data: Record<string, unknown> = stripUndefined({ ...patient });
  if (typeof patient.created_at === 'number') {
    data.created_at = Timestamp.fromMillis(patient.created_at);
  }
  return data;
}

/** A stored patient read by the domain; null (logged, never thrown) when unreadable (ARCHITECTURE §4). */
export function readPatient(id: string, raw: DocumentData): Patient | null {
  const parsed = parsePatient(id, raw);
  if (parsed.ok) return parsed.value;
  console.warn('[firestore] patient illisible ignoré', parsed.error);
  return null;
}

/** The port's view of a stored patient; null when unreadable or lacking a server updated_at. */
export function toPatientDocument(id: string, raw: DocumentData): RemoteDocument<Patient> | null {
  const syncTs = syncTsOf(raw);
  if (syncTs === null) {
    console.warn('[firestore] patient sans updated_at serveur ignoré', { id });
    return null;
  }
  const data = readPatient(id, raw);
  return data === null ? null : { id, data, syncTs };
}
