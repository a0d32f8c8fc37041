import type { TransportStatus } from '@/domain/transport/transport-status';

/**
 * The forward-only chain a provider walks once it has accepted (dispatch states first, then the driver's taps).
 * Skipping forward is allowed: a forgotten tap in a basement must not block the ride.
 */
export const PROVIDER_CHAIN = [
  'accepted',
  'confirmed',
  'assigned',
  'en_route_pickup',
  'arrived_pickup',
  'patient_loaded',
  'en_route_destination',
  'arrived_destination',
  'completed',
] as const satisfies readonly TransportStatus[];

/** Position in PROVIDER_CHAIN, or -1 for a status outside it. */
export const chainIndex = (status: TransportStatus): number =>
  (PROVIDER_CHAIN as readonly TransportStatus[]).indexOf(status);

/** The physical steps a driver taps, each with its button label. */
export const DRIVER_STEPS = [
  { target: 'en_route_pickup', label: 'En route vers le patient' },
  { target: 'arrived_pickup', label: 'Arrivé au point de prise en charge' },
  { target: 'patient_loaded', label: 'Patient à bord' },
  { target: 'en_route_destination', label: 'En route vers la destination' },
  { target: 'arrived_destination', label: 'Arrivé à destination' },
  { target: 'completed', label: 'Terminer' },
] as const satisfies readonly { target: TransportStatus; label: string }[];
export type DriverStep = (typeof DRIVER_STEPS)[number];

/** The driver's next button: accepted, confirmed and assigned all lead to « En route vers le patient ». */
export function nextDriverStep(status: TransportStatus): DriverStep | null {
  const index = chainIndex(status);
  if (index < 0) return null;
  return DRIVER_STEPS.find((step) => chainIndex(step.target) > index) ?? null;
}

/** Driver steps beyond the next one, offered as « skip ahead » when a tap was forgotten. */
export function skipForwardTargets(status: TransportStatus): TransportStatus[] {
  const next = nextDriverStep(status);
  if (next === null) return [];
  return DRIVER_STEPS.filter((step) => chainIndex(step.target) > chainIndex(next.target)).map(
    (step) => step.target,
  );
}
