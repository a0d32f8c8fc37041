import type { Transport } from '@/domain/transport/transport.schema';
import { chainIndex } from '@/domain/transport/driver-steps';
import { isOnCrew } from '@/domain/transport/ride-crew';

const pick = (rides: readonly Transport[]) =>
  rides.find((ride) => chainIndex(ride.etat) > chainIndex('assigned')) ?? rides[0] ?? null;

/**
 * The ride to open next: one already under way (driver has left) comes first, whatever its date; otherwise the
 * soonest accepted one. `inProgress` is the « en cours » tab, already sorted by date. Given the driver's uid, the
 * rides assigned to them are considered first (issue 13).
 */
export function nextRide(inProgress: readonly Transport[], uid?: string): Transport | null {
  const mine = uid === undefined ? [] : inProgress.filter((ride) => isOnCrew(ride, uid));
  return pick(mine) ?? pick(inProgress);
}
