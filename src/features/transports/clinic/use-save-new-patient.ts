import { useRef } from 'react';
import type { UserData } from '@/data/local/user-data';
import { fallbackPatientId } from '@/domain/ids/fallback-id';
import { buildNewPatient } from '@/domain/patient/build-new-patient';
import type { PatientInput } from '@/domain/patient/patient-input.schema';
import { actionErrorMessage } from '@/features/transports/shared/action-error';

const SAVE_FAILED = 'Le patient n’a pas pu être enregistré';

export type SavedPatient = { ok: true; patientId: string } | { ok: false; message: string };

/**
 * Saves a patient typed in the request form in the organisation's list, on the device (record + outbox in one
 * transaction). Its id is the device's (« PAT-… ») until the server numbers it. Submitting the same patient
 * again (the request failed after the patient was saved) reuses that record instead of saving a twin.
 */
export function useSaveNewPatient(data: UserData) {
  const saved = useRef<{ key: string; patientId: string } | null>(null);
  return async (input: PatientInput): Promise<SavedPatient> => {
    const key = JSON.stringify(input);
    if (saved.current?.key === key) return { ok: true, patientId: saved.current.patientId };
    const patientId = fallbackPatientId(data.clock, Math.random);
    const patient = buildNewPatient(input, {
      id: patientId,
      creator: data.viewer,
      now: data.clock.now(),
    });
    try {
      const result = await data.act({
        kind: 'patient.create',
        opId: data.newOpId(),
        patientId,
        patient,
      });
      if (!result.ok) return { ok: false, message: result.refusal.reason };
    } catch (error) {
      return { ok: false, message: actionErrorMessage(error, SAVE_FAILED) };
    }
    saved.current = { key, patientId };
    return { ok: true, patientId };
  };
}
