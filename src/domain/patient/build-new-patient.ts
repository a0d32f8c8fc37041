import type { Patient } from '@/domain/patient/patient.schema';
import type { PatientInput } from '@/domain/patient/patient-input.schema';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { EMPTY_ADDRESS } from '@/domain/transport/address.schema';

export interface NewPatientContext {
  /** The device's id for the record (« PAT-… »): kept as local_id once the server numbers it. */
  id: string;
  creator: { uid: string; orgId: string };
  now: EpochMillis;
  /** true for the test-data facility. */
  isTestData?: boolean;
}

/** The patients document a validated input becomes, in the creator's organisation (spec §3). */
export function buildNewPatient(input: PatientInput, context: NewPatientContext): Patient {
  return {
    id: context.id,
    first_name: input.first_name,
    last_name: input.last_name,
    phone: input.phone,
    birth_date: input.birth_date,
    secu_number: input.secu_number,
    medical_conditions: input.medical_conditions,
    mobility: input.mobility,
    email: input.email,
    adresse: input.adresse ?? EMPTY_ADDRESS,
    created_by: context.creator.uid,
    orga_id: context.creator.orgId,
    created_at: context.now,
    is_test_data: context.isTestData ?? false,
    local_id: context.id,
  };
}

/** Patients of a list, sorted as a clinic looks for them: last name, then first name (French collation). */
export function sortPatientsByName<T extends Pick<Patient, 'first_name' | 'last_name'>>(
  patients: readonly T[],
): T[] {
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  return [...patients].sort(
    (a, b) =>
      collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name),
  );
}
