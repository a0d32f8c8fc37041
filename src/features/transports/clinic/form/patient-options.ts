import { isFallbackPatientId } from '@/domain/ids/fallback-id';
import type { Patient } from '@/domain/patient/patient.schema';
import { birthDateText } from '@/features/transports/shared/transport-text';
import { formatAddress } from '@/domain/transport/address.schema';
import { addressKey, type TransportFormValues } from './form-values';

/** « 12/03/1948 » from the stored « 1948-03-12 »; null when the record has none. */
const bornText = (birthDate: string): string | null =>
  birthDate.trim() === '' ? null : birthDateText(birthDate);

/**
 * « MARTIN Jeanne (12/03/1948) », flagged while the device has not synced the record. Short, because a phone's
 * closed select shows about 30 characters: the name and the birth date must both fit.
 */
export function patientOptionLabel(patient: Patient): string {
  const name =
    [patient.last_name.trim().toLocaleUpperCase('fr-FR'), patient.first_name.trim()]
      .filter(Boolean)
      .join(' ') || 'Patient sans nom';
  const born = bornText(patient.birth_date);
  const label = born ? `${name} (${born})` : name;
  return isFallbackPatientId(patient.id) ? `${label} (en attente de synchronisation)` : label;
}

/** Lower case without accents, so « eloise » finds « Éloïse ». */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** « 06.12 » or « 0612 » finds 06 12 34 56 78: phone numbers compare by their digits. */
const phoneMatches = (phoneDigits: string, word: string) =>
  /^[\d.+-]+$/.test(word) && digitsOf(word) !== '' && phoneDigits.includes(digitsOf(word));

/** The patients whose name, birth date or phone contain every word typed (accents and case ignored). */
export function filterPatients(patients: readonly Patient[], query: string): readonly Patient[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return patients;
  return patients.filter((patient) => {
    const text = folded(
      [patient.last_name, patient.first_name, bornText(patient.birth_date) ?? ''].join(' '),
    );
    const phone = digitsOf(patient.phone);
    return words.every((word) => text.includes(word) || phoneMatches(phone, word));
  });
}

/** « 20 patients », « 3 patients sur 20 » once filtered. */
export function patientCount(shown: number, total: number): string {
  const noun = (count: number) => (count > 1 ? 'patients' : 'patient');
  return shown === total ? `${total} ${noun(total)}` : `${shown} ${noun(shown)} sur ${total}`;
}

/** « Nouveau patient » after a choice: a different person, so the copied fields go with the record. */
export const NEW_PATIENT_VALUES: Partial<TransportFormValues> = {
  patientId: '',
  firstName: '',
  lastName: '',
  phone: '',
  birthDate: '',
};

/**
 * A record's home becomes the pickup when the form has none yet (issue 22): a typed pickup is never overwritten.
 * Its coordinates come along, so the request is located without searching again.
 */
export function pickupFromHome(
  patient: Patient,
  current: Pick<TransportFormValues, 'departRue' | 'departVille' | 'departCodePostal'>,
): Partial<TransportFormValues> {
  const { rue, ville, codePostal, coordonnees } = patient.adresse;
  const typed = [current.departRue, current.departVille, current.departCodePostal];
  if (typed.some((part) => part.trim() !== '') || formatAddress(patient.adresse) === '') return {};
  return {
    departRue: rue,
    departVille: ville,
    departCodePostal: codePostal,
    departLieu:
      coordonnees === null
        ? null
        : { key: addressKey(rue, ville, codePostal), coordonnees, precision: null },
  };
}

/** Choosing a record copies it into the request's patient fields (still editable: they are this request's). */
export const valuesFromPatient = (patient: Patient): Partial<TransportFormValues> => ({
  patientId: patient.id,
  firstName: patient.first_name,
  lastName: patient.last_name,
  phone: patient.phone,
  birthDate: patient.birth_date,
});
