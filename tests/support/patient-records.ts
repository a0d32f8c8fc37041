import { buildNewPatient } from '@/domain/patient/build-new-patient';
import { patientInputSchema } from '@/domain/patient/patient-input.schema';
import type { Patient } from '@/domain/patient/patient.schema';

const CREATED_AT = Date.UTC(2026, 0, 5, 9, 0);

/** A stored patient record of `orgId`, as the server keeps it (« patient_0042 ») unless `id` says otherwise. */
export function patientRecord(
  id: string,
  orgId: string,
  fields: {
    first_name: string;
    last_name: string;
    phone?: string;
    birth_date?: string;
    adresse?: {
      rue: string;
      ville: string;
      codePostal: string;
      coordonnees: { lat: number; lng: number } | null;
    };
  },
): Patient {
  const input = patientInputSchema('2100-01-01').parse(fields);
  return buildNewPatient(input, { id, creator: { uid: 'u-creator', orgId }, now: CREATED_AT });
}
