import { z } from 'zod';
import { FIELD_LIMITS, tooLongMessage } from '@/domain/shared/field-limits';

/** A vehicle of an organisation's fleet (issue 13): what it is, how to recognise it, what it carries. */
export const VEHICLE_KIND_LABELS = { ambulance: 'Ambulance', vsl: 'VSL', vtc: 'VTC' } as const;
export type VehicleKind = keyof typeof VEHICLE_KIND_LABELS;
export const VEHICLE_KINDS = Object.keys(VEHICLE_KIND_LABELS) as VehicleKind[];

/** Equipment a ride may need and a vehicle may carry; ids match equipements_requis entries. */
export const EQUIPMENT_LABELS = {
  oxygene: 'oxygène',
  brancard: 'brancard',
  fauteuil_roulant: 'fauteuil roulant',
  defibrillateur: 'défibrillateur',
  aspirateur_mucosites: 'aspirateur de mucosités',
  siege_enfant: 'siège enfant',
} as const;
export type Equipment = keyof typeof EQUIPMENT_LABELS;
export const EQUIPMENT = Object.keys(EQUIPMENT_LABELS) as Equipment[];

/** The firm's own collection for fleets: vehicles/{id}, each naming its organisation (org_id). */
export const VEHICLES_COLLECTION = 'vehicles';

/** French registration since 2009 (SIV): two letters, three digits, two letters — AA-123-AA. */
export const REGISTRATION_PATTERN = /^[A-HJ-NP-TV-Z]{2}-\d{3}-[A-HJ-NP-TV-Z]{2}$/;
export const REGISTRATION_ERROR =
  'Immatriculation invalide : format attendu AA-123-AA (lettres sans I, O ni U).';

/** « ab 123 cd », « AB123CD » → « AB-123-CD »: what people type, stored in the official form. */
export function normaliseRegistration(raw: string): string {
  const compact = raw.toUpperCase().replace(/[\s-]/g, '');
  const parts = /^([A-Z]{2})(\d{3})([A-Z]{2})$/.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : raw.trim().toUpperCase();
}

export const registrationSchema = z
  .string()
  .transform(normaliseRegistration)
  .refine((value) => REGISTRATION_PATTERN.test(value), { error: REGISTRATION_ERROR });

export const vehicleInputSchema = z.object({
  kind: z.enum(VEHICLE_KINDS as [VehicleKind, ...VehicleKind[]], {
    error: 'Choisissez le type de véhicule.',
  }),
  registration: registrationSchema,
  label: z
    .string()
    .trim()
    .min(1, { error: 'Donnez un nom au véhicule (ex. « Ambulance 2 »).' })
    .max(FIELD_LIMITS.name, { error: tooLongMessage('Le nom du véhicule', FIELD_LIMITS.name) }),
  equipment: z.array(z.enum(EQUIPMENT as [Equipment, ...Equipment[]])).default([]),
  active: z.boolean().default(true),
});
export type VehicleInput = z.output<typeof vehicleInputSchema>;

export interface Vehicle extends VehicleInput {
  id: string;
  org_id: string;
}

export const equipmentList = (items: readonly Equipment[]): string =>
  items.map((item) => EQUIPMENT_LABELS[item]).join(', ');

/**
 * The units the organisation subscribed (spec §9: per ambulance, per employee, per vehicle; subscribed-units.ts)
 * against what it uses: a French notice saying both numbers when it uses more; null otherwise, or when no
 * subscribed number is known (a trial).
 */
export function unitsNotice(used: number, subscribed: number | null, what: string): string | null {
  if (subscribed === null || used <= subscribed) return null;
  return `${used} ${what} : cela dépasse les unités souscrites (${subscribed}). Mettez à jour votre abonnement dans « Abonnement ».`;
}
