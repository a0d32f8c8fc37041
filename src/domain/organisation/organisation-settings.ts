import { z } from 'zod';
import {
  DEFAULT_INTERVENTION_RADIUS_KM,
  DEFAULT_OPENING_HOURS,
  DEFAULT_TRANSPORT_TYPES,
  URGENT_24H_NOTIFICATIONS,
} from '@/domain/constants';
import {
  DEFAULT_ESCALATION_DELAYS_MIN,
  ESCALATION_DELAY_BOUNDS_MIN,
  escalationDelaysOf,
  readEscalationDelays,
  type EscalationDelays,
} from '@/domain/award/escalation-schedule';
import { normaliseRole } from '@/domain/shared/role';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';

/** How a company works (spec §9 defaults): where it goes, when it answers, what it carries. */
export interface OrganisationSettings {
  interventionRadiusKm: number;
  openingHours: { start: string; end: string };
  urgent24hNotifications: boolean;
  transportTypes: string[];
  /** Issue 23: a clinic's escalation delays, minutes per priority (award/escalation-schedule.ts). */
  escalationDelays: EscalationDelays;
}

/** The spec §9 defaults for a role: radius 50 / 60 / 100 (30 otherwise), 08:00–18:00, urgent 24 h for ambulance. */
export function defaultOrganisationSettings(userType: unknown): OrganisationSettings {
  const role = normaliseRole(userType);
  const radius =
    role === 'ambulance' || role === 'vtc' || role === 'clinique'
      ? DEFAULT_INTERVENTION_RADIUS_KM[role]
      : DEFAULT_INTERVENTION_RADIUS_KM.other;
  const types =
    role === 'ambulance' || role === 'vtc' || role === 'clinique'
      ? [...DEFAULT_TRANSPORT_TYPES[role]]
      : [];
  return {
    interventionRadiusKm: radius,
    openingHours: { ...DEFAULT_OPENING_HOURS },
    urgent24hNotifications: role === 'ambulance' ? URGENT_24H_NOTIFICATIONS.ambulance : false,
    transportTypes: types,
    escalationDelays: { ...DEFAULT_ESCALATION_DELAYS_MIN },
  };
}

const delayMinutes = (label: string) =>
  z
    .number({ error: `Le délai ${label} doit être un nombre de minutes.` })
    .int(`Le délai ${label} doit être un nombre entier de minutes.`)
    .min(ESCALATION_DELAY_BOUNDS_MIN.min, `Le délai ${label} doit être d’au moins 1 minute.`)
    .max(
      ESCALATION_DELAY_BOUNDS_MIN.max,
      `Le délai ${label} ne peut dépasser 24 heures (1 440 minutes).`,
    );

const HOUR_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** As stored on the profile; the page validates with it before writing (French messages). */
export const organisationSettingsSchema = z
  .object({
    interventionRadiusKm: z
      .number({ error: 'Le rayon d’intervention doit être un nombre.' })
      .int('Le rayon d’intervention doit être un nombre entier de kilomètres.')
      .min(1, 'Le rayon d’intervention doit être d’au moins 1 km.')
      .max(1000, 'Le rayon d’intervention ne peut dépasser 1 000 km.'),
    openingHours: z
      .object({
        start: z.string().regex(HOUR_PATTERN, 'Heure d’ouverture invalide (HH:MM).'),
        end: z.string().regex(HOUR_PATTERN, 'Heure de fermeture invalide (HH:MM).'),
      })
      .refine((hours) => hours.start < hours.end, {
        message: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
      }),
    urgent24hNotifications: z.boolean(),
    transportTypes: z
      .array(z.enum(TRANSPORT_TYPES))
      .min(1, 'Choisissez au moins un type de transport.'),
    escalationDelays: z
      .object({
        critique: delayMinutes('critique'),
        urgent: delayMinutes('urgent'),
        normale: delayMinutes('normal'),
      })
      .optional(),
  })
  .strip();

/** The stored settings over the role's defaults: a field never saved reads as its default. */
export function organisationSettingsOf(
  userType: unknown,
  stored: Partial<OrganisationSettings> | null | undefined,
): OrganisationSettings {
  const settings = { ...defaultOrganisationSettings(userType), ...(stored ?? {}) };
  return { ...settings, escalationDelays: escalationDelaysOf(stored?.escalationDelays) };
}

// ── Issue 23 (award follow-up): a clinic's escalation delays belong to its organisation ──

/** The organisation document's key (clinics/{id}); the rules check it (escalationUpdate). */
export const ORGANISATION_ESCALATION_KEY = 'escalation_delays';

/** The delays an organisation document holds (each out of bounds reads as its default); null when it has none. */
export const readOrganisationEscalation = (raw: unknown): EscalationDelays | null =>
  typeof raw === 'object' && raw !== null
    ? readEscalationDelays((raw as Record<string, unknown>)[ORGANISATION_ESCALATION_KEY])
    : null;

/** What a responsable writes on the clinic's document (validated first: organisationEscalationSchema). */
export const organisationEscalationWrite = (delays: EscalationDelays) => ({
  [ORGANISATION_ESCALATION_KEY]: {
    critique: delays.critique,
    urgent: delays.urgent,
    normale: delays.normale,
  },
});

/** The delays as typed in Paramètres, French messages, bounds 1–1 440 min. */
export const organisationEscalationSchema = z.strictObject({
  critique: delayMinutes('critique'),
  urgent: delayMinutes('urgent'),
  normale: delayMinutes('normal'),
});

/**
 * The delays a new request copies (escalation_delays): its organisation's, else — set before they moved to the
 * organisation — the filing user's own, else the defaults.
 */
export function clinicEscalationDelays(
  organisation: EscalationDelays | null | undefined,
  profileSettings: Partial<OrganisationSettings> | null | undefined,
): EscalationDelays {
  return organisation ?? organisationSettingsOf('clinique', profileSettings).escalationDelays;
}
