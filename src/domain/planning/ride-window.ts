import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { distanceKm } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Issue 23 item 3: how long a ride keeps its crew and vehicle, from the pickup time. The trip estimate prices a
 * distance; the board needs a time, so the same distance (pickup → destination) is read as a road trip:
 * - road distance = great-circle distance × ROAD_FACTOR (French roads run about 30 % longer than the crow flies);
 * - driving time at AVERAGE_SPEED_KMH (mixed town and ring-road traffic of a sanitary transport);
 * - plus MARGIN_MINUTES: settling the patient at the pickup and handing over at the destination.
 * A ride whose addresses are not located counts UNLOCATED_DRIVE_MINUTES of driving. The end is rounded up to the
 * minute, so the board and the conflict message show the same times.
 */
export const RIDE_WINDOW = {
  ROAD_FACTOR: 1.3,
  AVERAGE_SPEED_KMH: 40,
  MARGIN_MINUTES: 20,
  UNLOCATED_DRIVE_MINUTES: 40,
} as const;

export interface RideWindow {
  start: EpochMillis;
  end: EpochMillis;
}

type Timed = Pick<Transport, 'date_transport' | 'adresse_depart' | 'adresse_arrivee'>;

/** Minutes of driving from the pickup to the destination (the unlocated default when either is unknown). */
export function driveMinutes(ride: Timed): number {
  const from = ride.adresse_depart.coordonnees;
  const to = ride.adresse_arrivee.coordonnees;
  if (from === null || to === null) return RIDE_WINDOW.UNLOCATED_DRIVE_MINUTES;
  const roadKm = distanceKm(from, to) * RIDE_WINDOW.ROAD_FACTOR;
  return (roadKm / RIDE_WINDOW.AVERAGE_SPEED_KMH) * 60;
}

/** From the pickup time to the expected end: driving time + margin, rounded up to the minute. */
export function rideWindow(ride: Timed): RideWindow {
  const minutes = Math.ceil(driveMinutes(ride) + RIDE_WINDOW.MARGIN_MINUTES);
  return { start: ride.date_transport, end: ride.date_transport + minutes * MILLIS_PER_MINUTE };
}

/** Two windows overlap when each starts before the other ends (a ride ending at 09:00 frees 09:00). */
export const overlaps = (a: RideWindow, b: RideWindow): boolean =>
  a.start < b.end && b.start < a.end;
