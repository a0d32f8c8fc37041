import type { RandomSource } from '@/domain/shared/clock';
import { MILLIS_PER_MINUTE, MILLIS_PER_SECOND } from '@/domain/shared/clock';
import type { Address } from '@/domain/transport/address.schema';
import type { Coordinates, Position } from '@/domain/transport/geo';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { intBetween } from '@/data/demo-server/seed/random';
import type { RideContext } from '@/data/demo-server/seed/step-details';

/** A GPS fix `spread` degrees around a point (≈ 111 km per degree), rounded as a phone reports it. */
function around(point: Coordinates, spread: number, random: RandomSource): Position {
  const jitter = () => (random() * 2 - 1) * spread;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lat: round(point.lat + jitter()),
    lng: round(point.lng + jitter()),
    accuracy: intBetween(random, 4, 25),
  };
}

const coords = (address: Address, fallback: Coordinates) => address.coordonnees ?? fallback;

/** Where the driver's phone was at each step; dispatch steps are made from the office, without position. */
export function positionFor(
  status: TransportStatus,
  context: RideContext,
  random: RandomSource,
): Position | null {
  const pickup = coords(context.pickup, context.depot);
  const dropoff = coords(context.dropoff, context.depot);
  switch (status) {
    case 'en_route_pickup':
      return around(context.depot, 0.002, random);
    case 'arrived_pickup':
    case 'patient_loaded':
      return around(pickup, 0.0004, random);
    case 'en_route_destination': {
      const midway = { lat: (pickup.lat + dropoff.lat) / 2, lng: (pickup.lng + dropoff.lng) / 2 };
      return around(midway, 0.002, random);
    }
    case 'arrived_destination':
    case 'completed':
      return around(dropoff, 0.0004, random);
    default:
      return null;
  }
}

/**
 * How long before the tap the phone took its fix. Computed, not drawn, so the seed's random sequence (and every
 * seeded value after it) stays the same. Now and then a ride reaches the patient through an underground car park:
 * the tap then reuses a fix taken outside, 3 min earlier, and the history says so.
 */
export function capturedBefore(status: TransportStatus, rideIndex: number): number {
  if (status === 'arrived_pickup' && rideIndex % 6 === 1) return 3 * MILLIS_PER_MINUTE;
  return (5 + ((rideIndex * 7 + status.length * 3) % 40)) * MILLIS_PER_SECOND;
}
