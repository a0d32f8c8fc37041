import {
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { nextCounterValue } from '@/domain/counter/counter';
import { PATIENT_COUNTER } from '@/domain/ids/counter-names';
import { needsPatientNumber, numberedPatient } from '@/domain/patient/patient-creation';
import type { Patient } from '@/domain/patient/patient.schema';
import { readCounterInTx } from './counter-read';
import { patientRef } from './patient-codec';

/** How many numbers past the counter a creation tries before giving up on numbering (all read in the transaction). */
const MAX_CANDIDATES = 20;

export interface NumberedPatient {
  /** The record under the id it is stored as. */
  patient: Patient;
  /** The counter write, made in the same transaction as the record. */
  counter: { ref: DocumentReference; data: DocumentData } | null;
}

/** `last_id` names the record this number went to: the rules check it is created in the same commit. */
const counterWrite = (ref: DocumentReference, value: number, lastId: string) => ({
  ref,
  data: { value, lastUpdated: serverTimestamp(), type: 'patient', last_id: lastId },
});

/**
 * A record created on the device (« PAT-… », spec §9) is numbered from patient_global (« patient_0042 ») in the
 * creation's own transaction: read-modify-write like the transports' numbering, never increment(), so a concurrent
 * creation fails the commit's precondition and retries with the new value. A number already held by a record
 * (written by another tool, or a counter reset) is skipped, never overwritten: every candidate is read in the
 * transaction too, up to MAX_CANDIDATES. An unreadable counter, or only taken numbers, keeps the device's id as
 * the document id (spec §8: when the generator fails, the fallback id is used). Other ids are kept as given.
 */
export async function numberPatient(
  tx: Transaction,
  db: Firestore,
  record: Patient,
): Promise<NumberedPatient> {
  if (!needsPatientNumber(record.id)) return { patient: record, counter: null };
  const counter = await readCounterInTx(tx, db, PATIENT_COUNTER);
  if (counter === null) return { patient: record, counter: null };
  const { ref, current } = counter;
  const first = nextCounterValue(current);
  for (let value = first; value < first + MAX_CANDIDATES; value += 1) {
    const candidate = numberedPatient(record, value);
    const taken = await tx.get(patientRef(db, candidate.id));
    if (!taken.exists())
      return { patient: candidate, counter: counterWrite(ref, value, candidate.id) };
  }
  console.warn('[firestore] numéros de patient déjà pris : identifiant de secours conservé', {
    from: first,
    count: MAX_CANDIDATES,
  });
  // The counter still moves past the taken numbers, so the next creation starts beyond them.
  return { patient: record, counter: counterWrite(ref, first + MAX_CANDIDATES - 1, record.id) };
}
