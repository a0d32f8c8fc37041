import { z } from 'zod';
import { boundedLabels, boundedText, FIELD_LIMITS } from '@/domain/shared/field-limits';
import { FRENCH_PHONE } from '@/domain/shared/french-phone';
import { mobilitySchema } from '@/domain/transport/mobility';
import { coordinatesShape } from '@/domain/transport/geo';

const text = z.string().trim().default('');

/** The patient's home (issue 22): the request's pickup when the secretary says it is theirs. */
const homeAddressSchema = z.object({
  rue: boundedText('La rue du domicile', FIELD_LIMITS.street).default(''),
  ville: boundedText('La ville du domicile', FIELD_LIMITS.city).default(''),
  codePostal: boundedText('Le code postal du domicile', FIELD_LIMITS.postcode).default(''),
  coordonnees: coordinatesShape.nullable().default(null),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Today's date (YYYY-MM-DD) is compared as text: ISO dates sort like the days they name. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A patient record created by a clinic (spec §3 Patient). A record is only worth keeping when it names someone:
 * first and last name are required here, unlike the transport form where an empty name is a warning (spec §5).
 */
export function patientInputSchema(today: string) {
  return z.object({
    first_name: boundedText('Le prénom du patient', FIELD_LIMITS.name)
      .default('')
      .pipe(z.string().min(1, { error: 'Le prénom du patient est obligatoire.' })),
    last_name: boundedText('Le nom du patient', FIELD_LIMITS.name)
      .default('')
      .pipe(z.string().min(1, { error: 'Le nom du patient est obligatoire.' })),
    phone: text.refine((value) => value === '' || FRENCH_PHONE.test(value), {
      error: 'Le numéro de téléphone du patient est invalide (ex. 06 12 34 56 78).',
    }),
    birth_date: text
      .refine((value) => value === '' || ISO_DATE.test(value), {
        error: 'La date de naissance est invalide.',
      })
      .refine((value) => value === '' || value <= today, {
        error: 'La date de naissance ne peut pas être dans le futur.',
      }),
    secu_number: boundedText('Le numéro de sécurité sociale', FIELD_LIMITS.code).default(''),
    medical_conditions: boundedLabels('Les pathologies').default([]),
    mobility: mobilitySchema.nullable().default(null),
    /** Optional: the patient follows their rides once they sign up with it and accept (patient-link.ts). */
    email: boundedText('L’adresse e-mail du patient', FIELD_LIMITS.email)
      .default('')
      .transform((value) => value.toLowerCase())
      .refine((value) => value === '' || EMAIL.test(value), {
        error: 'L’adresse e-mail du patient est invalide (ex. jeanne.dupuis@exemple.fr).',
      }),
    adresse: homeAddressSchema.nullable().default(null),
  });
}
export type PatientInput = z.output<ReturnType<typeof patientInputSchema>>;
