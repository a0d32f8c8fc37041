import { incrementedCounter, type Counter } from '@/domain/counter/counter';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Viewer } from '@/domain/transport/visibility';
import type { ParseResult } from '@/domain/errors/document-parse';
import { isFallbackPatientId } from '@/domain/ids/fallback-id';
import { patientId } from '@/domain/ids/formatted-id';
import { parsePatient, type Patient } from '@/domain/patient/patient.schema';
import type { PatientCreateOperation } from '@/domain/sync/operation';

/** The record a patient.create carries, read like any stored patient (a malformed one is refused by the caller). */
export const patientOfOperation = (op: PatientCreateOperation): ParseResult<Patient> =>
  parsePatient(op.patientId, op.patient);

/** A device-made id (« PAT-… ») is replaced by a counter number; an id given by an admin tool is kept. */
export const needsPatientNumber = (id: string): boolean => isFallbackPatientId(id);

/**
 * The record under its counter number (« patient_0042 »). local_id keeps the device's id: a replayed creation is
 * recognised by it, and the device renames its copy (and the requests naming it) when the answer comes back.
 */
export function numberedPatient(patient: Patient, counter: number): Patient {
  return { ...patient, id: patientId(counter), local_id: patient.local_id ?? patient.id };
}

/** A patient creation's numbering, decided once for every backend (the security rules enforce the same). */
export interface PatientNumbering {
  /** The record under its number, if that number is free. */
  candidate: Patient;
  /** The counter after this creation: always exactly one more (never a number reused, never a jump). */
  counter: Counter;
}

/**
 * What to number: a device's record (« PAT-… ») always; a record an admin's tool named is kept as named (only an
 * admin may choose an id). Null when nothing is numbered.
 */
export function planPatientNumber(
  record: Patient,
  viewer: Pick<Viewer, 'role'>,
  counter: Pick<Counter, 'value'> | null,
  now: EpochMillis,
): PatientNumbering | null {
  if (viewer.role === 'admin' && !needsPatientNumber(record.id)) return null;
  const next = incrementedCounter(counter, 'patient', now);
  // local_id is the operation's id whatever the record claimed: replays are recognised by it.
  return {
    candidate: { ...numberedPatient(record, next.value), local_id: record.id },
    counter: next,
  };
}

/**
 * The record as stored once the backend read whether the number is free: under it, or — taken by another tool —
 * under the device's id (spec §8 fallback). Either way the counter moves by one and names the record it went to,
 * so the taken number is never reused and the next creation goes past it.
 */
export function settlePatientNumber(
  record: Patient,
  plan: PatientNumbering,
  taken: boolean,
): { patient: Patient; counter: Counter; lastId: string } {
  const patient = taken ? { ...record, local_id: record.id } : plan.candidate;
  return { patient, counter: plan.counter, lastId: patient.id };
}
