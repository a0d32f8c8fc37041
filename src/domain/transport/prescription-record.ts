import { z } from 'zod';
import { lenientBoolean, lenientId, lenientObject, lenientText } from './lenient-fields';
import { PRESCRIBED_MODES, type PrescribedMode, type Prescription } from './prescription.schema';

/**
 * How a prescription is stored (issue 22): the prescribed mode in the shared part of the ride — what a company
 * reads before accepting — and the rest (prescriber, dates, série) in its private part, with the patient's identity.
 */
export type PrescriptionDetails = Omit<Prescription, 'mode'>;

/** The shared part's prescribed_mode as stored: absent, null or unknown reads as null (no prescription). */
export const lenientPrescribedMode = z
  .unknown()
  .optional()
  .transform((value): PrescribedMode | null =>
    typeof value === 'string' && (PRESCRIBED_MODES as string[]).includes(value)
      ? (value as PrescribedMode)
      : null,
  );

const detailsObject = lenientObject({
  prescripteur: lenientText,
  date_prescription: lenientText,
  accord_prealable: lenientBoolean,
  date_accord: lenientId,
  serie: lenientBoolean,
});

/** The private part's prescription as stored; absent or not an object reads as null. */
export const lenientPrescriptionDetails = z
  .unknown()
  .optional()
  .transform((value): PrescriptionDetails | null => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return detailsObject.parse(value);
  });

/** A validated prescription split into what the shared and the private parts keep. */
export function splitPrescription(prescription: Prescription | null): {
  prescribed_mode: PrescribedMode | null;
  prescription: PrescriptionDetails | null;
} {
  if (prescription === null) return { prescribed_mode: null, prescription: null };
  const { mode, ...details } = prescription;
  return { prescribed_mode: mode, prescription: details };
}
