import { z } from 'zod';

/** Transport etat / status values (spec §4), in lifecycle order. */
export const TRANSPORT_STATUSES = [
  'pending',
  'ouvert',
  'broadcasting',
  'accepted',
  'confirmed',
  'assigned',
  'en_route_pickup',
  'arrived_pickup',
  'patient_loaded',
  'en_route_destination',
  'arrived_destination',
  'completed',
  'cancelled',
  'rejected',
  'expired',
] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];
export const transportStatusSchema = z.enum(TRANSPORT_STATUSES);

/** Still looking for a provider. */
export const WAITING_STATUSES = [
  'pending',
  'ouvert',
  'broadcasting',
] as const satisfies readonly TransportStatus[];
/** Accepted through arrived_destination: a provider owns the ride. */
export const IN_PROGRESS_STATUSES = [
  'accepted',
  'confirmed',
  'assigned',
  'en_route_pickup',
  'arrived_pickup',
  'patient_loaded',
  'en_route_destination',
  'arrived_destination',
] as const satisfies readonly TransportStatus[];
/** The vehicle is on its way or the patient aboard: what a patient calls « en cours » (not « à venir »). */
export const ON_THE_ROAD_STATUSES = [
  'en_route_pickup',
  'arrived_pickup',
  'patient_loaded',
  'en_route_destination',
  'arrived_destination',
] as const satisfies readonly TransportStatus[];
/** Final: nothing may change them any more. */
export const TERMINAL_STATUSES = [
  'completed',
  'cancelled',
  'rejected',
  'expired',
] as const satisfies readonly TransportStatus[];

/** Statistics grouping of spec §4. */
export const STATUS_GROUPS = ['waiting', 'in_progress', 'completed', 'cancelled'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];

const includes = (list: readonly TransportStatus[], status: TransportStatus) =>
  list.includes(status);

export const isWaiting = (status: TransportStatus) => includes(WAITING_STATUSES, status);
export const isInProgress = (status: TransportStatus) => includes(IN_PROGRESS_STATUSES, status);
export const isTerminal = (status: TransportStatus) => includes(TERMINAL_STATUSES, status);
export const isOnTheRoad = (status: TransportStatus) => includes(ON_THE_ROAD_STATUSES, status);

export function statusGroup(status: TransportStatus): StatusGroup {
  if (isWaiting(status)) return 'waiting';
  if (isInProgress(status)) return 'in_progress';
  return status === 'completed' ? 'completed' : 'cancelled';
}

/** Until a provider accepts, one wording: the three waiting etats mean the same thing to a person. */
export const WAITING_LABEL = 'En attente d’un transporteur';

/**
 * French labels shown for each etat, all agreeing with one subject, « le transport » (Accepté, Confirmé,
 * Terminé…), so that the badges read as one voice.
 */
export const TRANSPORT_STATUS_LABELS: Record<TransportStatus, string> = {
  pending: WAITING_LABEL,
  ouvert: WAITING_LABEL,
  broadcasting: WAITING_LABEL,
  accepted: 'Accepté',
  confirmed: 'Confirmé',
  assigned: 'Chauffeur assigné',
  en_route_pickup: 'En route vers le patient',
  arrived_pickup: 'Arrivé au point de prise en charge',
  patient_loaded: 'Patient à bord',
  en_route_destination: 'En route vers la destination',
  arrived_destination: 'Arrivé à destination',
  completed: 'Terminé',
  cancelled: 'Annulé',
  rejected: 'Refusé',
  expired: 'Expiré',
};

export const STATUS_GROUP_LABELS: Record<StatusGroup, string> = {
  waiting: 'En attente',
  in_progress: 'En cours',
  completed: 'Terminés',
  cancelled: 'Annulés',
};

// The driver's buttons live in driver-steps.ts; re-exported so callers find them next to the statuses.
export { nextDriverStep, skipForwardTargets } from './driver-steps';
