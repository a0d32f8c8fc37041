import { z } from 'zod';
import { FIELD_LIMITS } from '@/domain/shared/field-limits';
import { MAX_SERIES_SESSIONS } from '@/domain/transport/series';

/**
 * Issue 22: how a ride belongs to a series (« séance 3 sur 12 ») and to an aller-retour (its other leg). Public
 * fields of the shared document (no patient data), set at creation and never changed afterwards: the security
 * rules leave them out of every editable set.
 */
export const TRIP_LEGS = ['aller', 'retour'] as const;
export type TripLeg = (typeof TRIP_LEGS)[number];

export interface RideLinks {
  series_id: string | null;
  /** 1-based session number within the series; both legs of a session share it. */
  series_index: number | null;
  series_count: number | null;
  trip_leg: TripLeg | null;
  /** The other leg of the aller-retour. */
  partner_id: string | null;
  retour_sur_appel: boolean;
}

export const NO_LINKS: RideLinks = {
  series_id: null,
  series_index: null,
  series_count: null,
  trip_leg: null,
  partner_id: null,
  retour_sur_appel: false,
};

const linkedId = (what: string) =>
  z
    .string({ error: `${what} est invalide.` })
    .trim()
    .min(1, { error: `${what} est vide.` })
    .max(FIELD_LIMITS.id, { error: `${what} est trop long.` })
    .nullable()
    .default(null);
const sessionNumber = z
  .number({ error: 'Le numéro de séance est invalide.' })
  .int({ error: 'Le numéro de séance est un nombre entier.' })
  .min(1, { error: 'Le numéro de séance commence à 1.' })
  .max(MAX_SERIES_SESSIONS, { error: `Une série compte au plus ${MAX_SERIES_SESSIONS} séances.` })
  .nullable()
  .default(null);

/** The links a new ride may carry, checked together (a series names its session, a leg names its partner). */
export const rideLinksSchema = z
  .object({
    series_id: linkedId('L’identifiant de la série'),
    series_index: sessionNumber,
    series_count: sessionNumber,
    trip_leg: z
      .enum(TRIP_LEGS, { error: 'Trajet inconnu (aller ou retour).' })
      .nullable()
      .default(null),
    partner_id: linkedId('L’identifiant du trajet lié'),
    retour_sur_appel: z.boolean().default(false),
  })
  .refine(
    (links) =>
      (links.series_id === null) === (links.series_index === null) &&
      (links.series_id === null) === (links.series_count === null),
    { error: 'Une séance indique sa série, son numéro et le nombre de séances.' },
  )
  .refine(
    (links) =>
      links.series_index === null ||
      links.series_count === null ||
      links.series_index <= links.series_count,
    { error: 'Le numéro de séance dépasse le nombre de séances.', path: ['series_index'] },
  )
  .refine((links) => (links.trip_leg === null) === (links.partner_id === null), {
    error: 'Un aller-retour nomme son autre trajet.',
    path: ['partner_id'],
  })
  .refine((links) => links.trip_leg !== null || !links.retour_sur_appel, {
    error: 'Le retour sur appel appartient à un aller-retour.',
    path: ['retour_sur_appel'],
  });

/** « Séance 3 sur 12 », or null outside a series. */
export function seriesPlace(
  links: Pick<RideLinks, 'series_index' | 'series_count'>,
): string | null {
  return links.series_index === null || links.series_count === null
    ? null
    : `Séance ${links.series_index} sur ${links.series_count}`;
}
