import { z } from 'zod';

/**
 * The prescription médicale de transport (PMT, cerfa n° 11574) behind a request (issue 22): the mode the doctor
 * prescribed decides which vehicle may go and whether the CPAM pays.
 */
export const PRESCRIBED_MODE_LABELS = {
  ambulance: 'Ambulance',
  vsl: 'VSL',
  taxi: 'Taxi conventionné',
  personnel: 'Transport en commun / véhicule personnel',
} as const;
export type PrescribedMode = keyof typeof PRESCRIBED_MODE_LABELS;
export const PRESCRIBED_MODES = Object.keys(PRESCRIBED_MODE_LABELS) as PrescribedMode[];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .regex(DAY, { error: 'Date invalide (format AAAA-MM-JJ).' });

export const prescriptionSchema = z
  .object({
    mode: z.enum(PRESCRIBED_MODES as [PrescribedMode, ...PrescribedMode[]], {
      error: 'Choisissez le mode de transport prescrit.',
    }),
    prescripteur: z
      .string({ error: 'Indiquez le prescripteur.' })
      .trim()
      .min(2, { error: 'Indiquez le prescripteur (nom du médecin).' })
      .max(120, { error: 'Le nom du prescripteur est trop long (120 caractères au plus).' }),
    date_prescription: day('Indiquez la date de la prescription.'),
    /** Accord préalable de l’Assurance maladie (long distance, série, …): asked for, and on which day. */
    accord_prealable: z.boolean().default(false),
    date_accord: day('Indiquez la date de l’accord préalable.').nullable().default(null),
    /** « Transport en série » ticked on the cerfa. */
    serie: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.accord_prealable && value.date_accord === null)
      ctx.addIssue({
        code: 'custom',
        path: ['date_accord'],
        message: 'Indiquez la date de l’accord préalable.',
      });
    if (!value.accord_prealable && value.date_accord !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['date_accord'],
        message:
          'Une date d’accord sans accord préalable : cochez « Accord préalable » ou effacez la date.',
      });
    if (value.date_accord !== null && value.date_accord < value.date_prescription)
      ctx.addIssue({
        code: 'custom',
        path: ['date_accord'],
        message: 'L’accord préalable ne peut précéder la prescription.',
      });
  });
export type Prescription = z.output<typeof prescriptionSchema>;
export type PrescriptionInput = z.input<typeof prescriptionSchema>;

/** A prescription dated after the ride is a typing slip (the cerfa is written before the transport). */
export function prescriptionDateProblem(
  prescription: Prescription,
  rideDay: string,
): string | null {
  return prescription.date_prescription > rideDay
    ? 'La prescription est datée après le transport : vérifiez la date.'
    : null;
}
