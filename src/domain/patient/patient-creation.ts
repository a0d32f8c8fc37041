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
