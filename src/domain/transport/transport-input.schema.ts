import { z } from 'zod';
import { boundedLabels, boundedText, FIELD_LIMITS } from '@/domain/shared/field-limits';
import { toEpochMillis } from '@/domain/shared/timestamp';
import { coordinatesShape } from '@/domain/transport/geo';
import { mobilitySchema } from '@/domain/transport/mobility';
import { PRIORITIES } from '@/domain/transport/priority';
import { rideLinksSchema } from '@/domain/transport/ride-links';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { refusedPrescribedType } from '@/domain/transport/prescribed-mode';
import { prescriptionSchema } from '@/domain/transport/prescription.schema';

const text = z.string().trim().default('');

/** An address typed in the form: at least a street or a city, and a 5-digit postcode when one is given. */
function addressInput(place: 'départ' | 'arrivée') {
  const of = place === 'départ' ? 'de départ' : 'd’arrivée';
  return z
    .object({
      rue: boundedText(`La rue ${of}`, FIELD_LIMITS.street).default(''),
      ville: boundedText(`La ville ${of}`, FIELD_LIMITS.city).default(''),
      codePostal: text.refine((value) => value === '' || /^\d{5}$/.test(value), {
        error: `Le code postal ${of} doit comporter 5 chiffres.`,
      }),
      coordonnees: coordinatesShape.nullable().default(null),
    })
    .refine((address) => address.rue !== '' || address.ville !== '', {
      error: `Indiquez au moins la rue ou la ville ${of}.`,
    });
}

const dateInput = z.unknown().transform((value, ctx) => {
  const millis = value === undefined || value === '' ? null : toEpochMillis(value);
  if (millis === null) {
    const missing = value === undefined || value === '';
    ctx.addIssue({
      code: 'custom',
      message: missing
        ? 'La date du transport est obligatoire.'
        : 'La date du transport est invalide.',
    });
    return z.NEVER;
  }
  return millis;
});

/** What the clinic's form submits to create a transport (hard validation; soft checks are warnings). */
export const transportInputSchema = z
  .object({
    type_transport: z.enum(TRANSPORT_TYPES, {
      error: 'Choisissez le type de transport : ambulance, VSL ou VTC.',
    }),
    date_transport: dateInput,
    priorite: z.enum(PRIORITIES, { error: 'Priorité inconnue.' }).default('normale'),
    adresse_depart: addressInput('départ'),
    adresse_arrivee: addressInput('arrivée'),
    patient_info: z
      .object({
        firstName: boundedText('Le prénom du patient', FIELD_LIMITS.name).default(''),
        lastName: boundedText('Le nom du patient', FIELD_LIMITS.name).default(''),
        phone: boundedText('Le téléphone du patient', FIELD_LIMITS.phone).default(''),
        birthDate: boundedText('La date de naissance', FIELD_LIMITS.code).default(''),
      })
      .prefault({}),
    patient_id: z.string().trim().min(1).nullable().default(null),
    global_patient_id: z.string().trim().min(1).nullable().default(null),
    informations_medicales: z
      .object({
        pathologie: boundedText('La pathologie', FIELD_LIMITS.note).default(''),
        mobilite: mobilitySchema.nullable().default(null),
        needsOxygen: z.boolean().default(false),
        needsStretcher: z.boolean().default(false),
        equipements_speciaux: boundedLabels('Les équipements spéciaux').default([]),
      })
      .prefault({}),
    equipements_requis: boundedLabels('Les équipements requis').default([]),
    commentaires: boundedText('Le commentaire', FIELD_LIMITS.comment).default(''),
    /** Set when an admin creates a transport for another organisation; defaults to the creator's. */
    requester_org_id: z.string().trim().min(1).nullable().default(null),
    /**
     * Issue 22: the prescription médicale de transport (PMT), when the ride has one; stored split (prescribed_mode
     * shared, the references private: prescription-record.ts).
     */
    pmt: prescriptionSchema.nullable().optional(),
    /** Issue 22: set by the series and aller-retour planner (plan-rides.ts), never typed; none for a lone ride. */
    links: rideLinksSchema.optional(),
  })
  .superRefine((input, ctx) => {
    const refused = refusedPrescribedType(input.pmt?.mode ?? null, input.type_transport);
    if (refused !== null)
      ctx.addIssue({ code: 'custom', path: ['type_transport'], message: refused });
  });
export type TransportInput = z.output<typeof transportInputSchema>;

/** Spec §5: these are logged but the transport is still saved. */
export const TRANSPORT_INPUT_WARNINGS = {
  firstName: 'Le prénom du patient est vide',
  lastName: 'Le nom du patient est vide',
  departureStreet: 'La rue de départ est vide',
  arrivalStreet: 'La rue d’arrivée est vide',
} as const;

export function transportInputWarnings(input: TransportInput): string[] {
  const checks: [boolean, string][] = [
    [input.patient_info.firstName === '', TRANSPORT_INPUT_WARNINGS.firstName],
    [input.patient_info.lastName === '', TRANSPORT_INPUT_WARNINGS.lastName],
    [input.adresse_depart.rue === '', TRANSPORT_INPUT_WARNINGS.departureStreet],
    [input.adresse_arrivee.rue === '', TRANSPORT_INPUT_WARNINGS.arrivalStreet],
  ];
  return checks.filter(([failed]) => failed).map(([, message]) => message);
}

export interface FieldError {
  /** Dotted path of the form field, '' for the whole form. */
  field: string;
  message: string;
}

export type TransportInputResult =
  { ok: true; value: TransportInput; warnings: string[] } | { ok: false; errors: FieldError[] };

export function parseTransportInput(raw: unknown): TransportInputResult {
  const parsed = transportInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    return { ok: false, errors };
  }
  return { ok: true, value: parsed.data, warnings: transportInputWarnings(parsed.data) };
}
