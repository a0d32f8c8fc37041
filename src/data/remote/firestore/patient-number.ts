import {
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { Viewer } from '@/data/ports';
import { PATIENT_COUNTER } from '@/domain/ids/counter-names';
import { planPatientNumber, settlePatientNumber } from '@/domain/patient/patient-creation';
import type { Patient } from '@/domain/patient/patient.schema';
import { readCounterInTx } from './counter-read';
import { patientRef } from './patient-codec';
import { toRemoteError } from './remote-errors';

export interface NumberedPatient {
  /** The record under the id it is stored as. */
  patient: Patient;
  /** The counter write, made in the same transaction as the record. */
  counter: { ref: DocumentReference; data: DocumentData } | null;
}

/** Whether a patient document already holds that id. One of another organisation is unreadable: taken too. */
async function isTaken(tx: Transaction, db: Firestore, id: string): Promise<boolean> {
  try {
    return (await tx.get(patientRef(db, id))).exists();
  } catch (error) {
    if (toRemoteError(error).code === 'permission-denied') return true;
    throw error;
  }
}

/**
 * The record numbered as the domain plans it (planPatientNumber / settlePatientNumber), read-modify-write in the
 * creation's own transaction, never increment(): a concurrent creation fails the commit's precondition and retries
 * with the new value. The counter moves by exactly one and names the record (`last_id`), as the rules demand; a
 * number already taken leaves the record under the device's id (spec §8) and is never reused. An unreadable
 * counter keeps the device's id too, and writes no counter.
 */
export async function numberPatient(
  tx: Transaction,
  db: Firestore,
  record: Patient,
  viewer: Viewer,
  now: number,
): Promise<NumberedPatient> {
  const counter = await readCounterInTx(tx, db, PATIENT_COUNTER);
  if (counter === null) return { patient: record, counter: null };
  const plan = planPatientNumber(record, viewer, counter.current, now);
  if (plan === null) return { patient: record, counter: null };
  const settled = settlePatientNumber(record, plan, await isTaken(tx, db, plan.candidate.id));
  return {
    patient: settled.patient,
    counter: {
      ref: counter.ref,
      data: {
        value: settled.counter.value,
        lastUpdated: serverTimestamp(),
        type: settled.counter.type,
        last_id: settled.lastId,
      },
    },
  };
}
