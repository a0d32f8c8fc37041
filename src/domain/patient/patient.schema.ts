import { z } from 'zod';
import type { ParseResult } from '@/domain/errors/document-parse';
import { toEpochMillis } from '@/domain/shared/timestamp';
import {
  lenientBoolean,
  lenientId,
  lenientObject,
  lenientText,
  lenientTextList,
  lenientTimestamp,
} from '@/domain/transport/lenient-fields';
import { lenientMobilitySchema } from '@/domain/transport/mobility';
import { parseStoredDocument } from '@/domain/transport/stored-document';
import { addressSchema } from '@/domain/transport/address.schema';

export const PATIENTS_COLLECTION = 'patients';

// YYYY-MM-DD in Europe/Paris: a birth date saved as a timestamp at local midnight must not slip a day.
const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** birth_date is kept as text; a timestamp (Firestore or epoch) becomes its Paris calendar date. */
function readBirthDate(value: unknown): string {
  if (typeof value === 'string') return value;
  const millis = toEpochMillis(value);
  return millis === null ? '' : parisDate.format(millis);
}

/** Patient document (spec §3). Every field is optional in stored data; missing text reads as ''. */
export const patientSchema = lenientObject({
  id: z.string().min(1),
  first_name: lenientText,
  last_name: lenientText,
  phone: lenientText,
  birth_date: z.unknown().optional().transform(readBirthDate),
  secu_number: lenientText,
  medical_conditions: lenientTextList,
  mobility: lenientMobilitySchema,
  created_by: lenientId,
  orga_id: lenientId,
  created_at: lenientTimestamp,
  is_test_data: lenientBoolean,
  /** Beyond spec §3: the id the device gave the record before the server numbered it (« PAT-… »), if any. */
  local_id: lenientId,
  /**
   * Beyond spec §3 (issue 20): the patient's e-mail as the clinic recorded it, lower-cased, '' when none. It
   * proposes a link to the patient account of that verified address (patient-link.ts).
   */
  email: lenientText,
  /**
   * Beyond spec §3 (issue 22): the patient's home, located like a ride's address, so a request for them starts
   * there. Records saved before read as an empty address.
   */
  adresse: addressSchema,
});
export type Patient = z.output<typeof patientSchema>;

export const parsePatient = (id: string, raw: unknown): ParseResult<Patient> =>
  parseStoredDocument(patientSchema, PATIENTS_COLLECTION, id, raw);

/** « Prénom Nom », or '' when both are blank. */
export const patientFullName = (patient: Pick<Patient, 'first_name' | 'last_name'>): string =>
  [patient.first_name.trim(), patient.last_name.trim()].filter(Boolean).join(' ');
