import type { Transport } from '@/domain/transport/transport.schema';
import { chainIndex } from '@/domain/transport/driver-steps';

/**
 * The ride to open next: one already under way (driver has left) comes first, whatever its date; otherwise the
 * soonest accepted one. `inProgress` is the « en cours » tab, already sorted by date.
 */
export function nextRide(inProgress: readonly Transport[]): Transport | null {
  const underway = inProgress.find((ride) => chainIndex(ride.etat) > chainIndex('assigned'));
  return underway ?? inProgress[0] ?? null;
}
