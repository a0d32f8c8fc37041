import type { TransportStatus } from '@/domain/transport/transport-status';
import { isInProgress, isTerminal, isWaiting } from '@/domain/transport/transport-status';

/**
 * Where a transport stands, as stored for the indexes. Finer than the domain's status groups because the
 * « À venir » tab needs rides not yet started (accepted, confirmed, assigned) apart from rides on the road.
 */
export const TRANSPORT_PHASES = ['waiting', 'before_pickup', 'on_the_way', 'done'] as const;
export type TransportPhase = (typeof TRANSPORT_PHASES)[number];

/** Accepted by a provider but the driver has not left yet (the domain's BEFORE_PICKUP of the « À venir » tab). */
const BEFORE_PICKUP: readonly TransportStatus[] = ['accepted', 'confirmed', 'assigned'];

export const IN_PROGRESS_PHASES = [
  'before_pickup',
  'on_the_way',
] as const satisfies readonly TransportPhase[];

export function phaseOf(status: TransportStatus): TransportPhase {
  if (isWaiting(status)) return 'waiting';
  if (BEFORE_PICKUP.includes(status)) return 'before_pickup';
  if (isInProgress(status)) return 'on_the_way';
  if (isTerminal(status)) return 'done';
  // Unreachable while the status lists cover every status; a new status must pick a phase here.
  throw new Error(`Phase inconnue pour l’état « ${status} »`);
}
