import type { RandomSource } from '@/domain/shared/clock';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { patientId } from '@/domain/ids/formatted-id';
import { clinicOfCity } from '@/data/demo-server/seed/organisations';
import { clinicStaff } from '@/data/demo-server/seed/crews';
import type { CityKey } from '@/data/demo-server/seed/places';
import { demoPatients } from '@/data/demo-server/seed/patient-profiles';

export { demoPatients, type DemoPatientProfile } from '@/data/demo-server/seed/patient-profiles';
import { intBetween, mobilePhone } from '@/data/demo-server/seed/random';
import { formatSecuNumber, secuNumber } from '@/data/demo-server/seed/secu-number';

const DEPARTMENTS: Record<CityKey, string> = { lyon: '69', marseille: '13', paris: '75' };

/** Patients documents (spec §3), with phones and NIR drawn from the seeded source. */
export function demoPatientDocuments(random: RandomSource, base: EpochMillis) {
  return demoPatients().map((patient, index) => {
    const clinic = clinicOfCity(patient.city);
    const nir = secuNumber(
      patient.sex,
      patient.birthDate,
      DEPARTMENTS[patient.city],
      intBetween(random, 1, 399),
      intBetween(random, 1, 999),
    );
    return {
      id: patientId(index + 1),
      data: {
        first_name: patient.firstName,
        last_name: patient.lastName,
        phone: mobilePhone(random),
        birth_date: patient.birthDate,
        secu_number: formatSecuNumber(nir),
        medical_conditions: patient.conditions,
        mobility: patient.mobility,
        created_by: clinicStaff(clinic.orgId).uid,
        orga_id: clinic.orgId,
        created_at: base - (90 - index * 3) * MILLIS_PER_DAY,
        is_test_data: false,
      },
    };
  });
}
