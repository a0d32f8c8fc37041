import { patientInputSchema, type PatientInput } from '@/domain/patient/patient-input.schema';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { FieldError } from '@/domain/transport/transport-input.schema';
import { epochToParisLocal } from '@/domain/shared/paris-local-time';
import { locationOf, type TransportFormValues } from './form-values';

export type NewPatientResult =
  { ok: true; value: PatientInput } | { ok: false; errors: FieldError[] };

/** Patient record fields → the request's path for the same control, so its message sits next to it. */
const REQUEST_PATH_OF: Record<string, string> = {
  first_name: 'patient_info.firstName',
  last_name: 'patient_info.lastName',
  phone: 'patient_info.phone',
  birth_date: 'patient_info.birthDate',
  mobility: 'informations_medicales.mobilite',
  email: 'patientEmail',
};

/** Today's date in Paris (YYYY-MM-DD): a birth date after it is in the future. */
export const parisToday = (now: EpochMillis): string => epochToParisLocal(now).slice(0, 10);

/** Whether submitting also saves the typed patient in the organisation's list. */
export const savesNewPatient = (values: TransportFormValues): boolean =>
  values.patientId === '' && values.savePatient;

/** The request's pickup as the patient's home: its text, and its coordinates while they still match it. */
function homeFromPickup(values: TransportFormValues) {
  const { departRue: rue, departVille: ville, departCodePostal: codePostal } = values;
  const located = locationOf(values.departLieu, rue, ville, codePostal);
  return { rue, ville, codePostal, coordonnees: located?.coordonnees ?? null };
}

/** The patient record the typed fields become, checked by the domain's rules for a saved patient. */
export function parseNewPatient(values: TransportFormValues, today: string): NewPatientResult {
  const parsed = patientInputSchema(today).safeParse({
    first_name: values.firstName,
    last_name: values.lastName,
    phone: values.phone,
    birth_date: values.birthDate,
    mobility: values.mobilite === '' ? null : values.mobilite,
    email: values.patientEmail,
    adresse: values.homeIsPickup ? homeFromPickup(values) : null,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { field: REQUEST_PATH_OF[path] ?? path, message: issue.message };
  });
  return { ok: false, errors };
}
