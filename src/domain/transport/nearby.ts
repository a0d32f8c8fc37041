import { DEFAULT_INTERVENTION_RADIUS_KM } from '@/domain/constants';
import type { UserType } from '@/domain/shared/role';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in km: as the crow flies, enough to sort and to bound a radius. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Spec §9 default intervention radius of a role (ambulance 50 km, vtc 60, clinique 100, others 30). */
export function interventionRadiusKm(role: UserType): number {
  return role === 'ambulance' || role === 'vtc' || role === 'clinique'
    ? DEFAULT_INTERVENTION_RADIUS_KM[role]
    : DEFAULT_INTERVENTION_RADIUS_KM.other;
}

export interface RideDistance<T> {
  ride: T;
  /** From the base to the pickup, km; null when the pickup has no coordinates. */
  km: number | null;
}

export interface NearbyRides<T> {
  /** Within the radius, nearest first (without a base: every ride, in its given order). */
  inZone: RideDistance<T>[];
  /** Beyond the radius, nearest first: shown on demand only (« Hors zone »). */
  outOfZone: RideDistance<T>[];
  /**
   * Pickups that could not be located while the base is known (issue 22): listed apart, under « Adresse non
   * localisée » — never hidden, never counted as in the zone. In their given order.
   */
  unlocated: RideDistance<T>[];
}

type Located = Pick<Transport, 'adresse_depart'>;

/**
 * A provider's open requests arranged around its base (issue 15 « jobs near me first »): sorted by distance to the
 * pickup, those beyond the radius set apart, those whose pickup has no coordinates apart too (neither in nor out of
 * the zone). Without a base nothing is filtered and the order is kept. Ties keep the given order (stable sort).
 */
export function arrangeAroundBase<T extends Located>(
  rides: readonly T[],
  base: Coordinates | null,
  radiusKm: number,
): NearbyRides<T> {
  return arrangeByPickup(rides, (ride) => ride.adresse_depart.coordonnees, base, radiusKm);
}

/**
 * The same arrangement for anything whose pickup `pickupOf` tells: the device arranges index keys with it and
 * loads only the rides it will show (src/data/local/queries/nearby-requests.ts).
 */
export function arrangeByPickup<T>(
  rides: readonly T[],
  pickupOf: (ride: T) => Coordinates | null,
  base: Coordinates | null,
  radiusKm: number,
): NearbyRides<T> {
  const measured = rides.map((ride) => {
    const pickup = pickupOf(ride);
    return { ride, km: base === null || pickup === null ? null : distanceKm(base, pickup) };
  });
  if (base === null) return { inZone: measured, outOfZone: [], unlocated: [] };
  const located = measured.filter((item) => item.km !== null).sort((a, b) => a.km! - b.km!);
  return {
    inZone: located.filter((item) => item.km! <= radiusKm),
    outOfZone: located.filter((item) => item.km! > radiusKm),
    unlocated: measured.filter((item) => item.km === null),
  };
}

/** « 12 km », « 800 m »: the distance as a driver reads it. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`;
  return `${Math.round(km).toLocaleString('fr-FR')} km`;
}
