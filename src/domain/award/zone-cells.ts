import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import type { Priority } from '@/domain/transport/priority';
import {
  ESCALATION_RADII_KM,
  escalationDelaysOf,
  pickupDistanceKm,
  ZONE_SLACK_METRES,
  type EscalationDelays,
} from '@/domain/award/escalation-schedule';

/**
 * Issue 23 item 2, lists: a query cannot run the zone's distance formula on each document, so a request carries,
 * from its filing, what a query filters on with fixed field paths (`zone.cells`, `zone.open_k`) — for each bounded
 * step the grid cells its disc touches (tags `k:i:j`) and the server time each later step opens (`open_1` …
 * `open_4`, the last without a limit). A company lists a request once one of its base's tags is in the cells of a step
 * already open (or the unbounded step is): firestore.rules listsZone says the same. The cells cover the exact disc
 * (reachedAt) with at most one cell more, so a list is a superset in space of the exact reach, never earlier than
 * it in time; a get, an answer and an acceptance stay exact (firestore.rules reachedBy).
 *
 * Grid per step, in thousandths of a degree (integers: the rules' literals are): about a quarter of the step's
 * radius (5.6 km for 20 km at 48° N, doubling with the radius), so each step's disc touches at most ~90 cells and
 * the fringe it adds is under one cell (~8 km at step 0, ~63 km at step 3).
 */
export const ZONE_CELL_MILLIDEGREES = [
  { lat: 50, lng: 75 },
  { lat: 100, lng: 150 },
  { lat: 200, lng: 300 },
  { lat: 400, lng: 600 },
] as const;
/** Steps with a radius (cells); the step after them has no limit. */
export const BOUNDED_STEPS = ESCALATION_RADII_KM.length;
/** Upper bound of the cells (the stored shape's; each step's disc touches at most ~90 of its cells). */
export const ZONE_CELLS_MAX = 120 * BOUNDED_STEPS;
/** The open-time fields, step 1 to the unbounded step (step 0 opens at filing: no field). */
export const ZONE_OPEN_FIELDS = ['open_1', 'open_2', 'open_3', 'open_4'] as const;
export type ZoneOpenField = (typeof ZONE_OPEN_FIELDS)[number];
/**
 * What the filing device adds to its estimate of the server's time (created_at is the server's, unknown before the
 * commit): a step opens to lists a little after the exact schedule rather than before it.
 */
export const ZONE_OPEN_MARGIN_MS = 5_000;

/** A request's `zone` field. */
export interface RideZone {
  cells: string[];
  open_1: EpochMillis;
  open_2: EpochMillis;
  open_3: EpochMillis;
  open_4: EpochMillis;
}

const MINUTE = 60_000;
/** Extra reach each cell test allows: the cos of the exact formula varies across a cell (< 0.4 % at step 3). */
const COVER_FACTOR = 1.01;

/** Cell index of a coordinate, as the rules compute it: floor(value · 1000 / size). */
const cellIndex = (value: number, size: number) => Math.floor((value * 1000) / size);

/** The tag of the cell holding `point` in step k's grid (firestore.rules zoneTag). */
export function zoneCellTag(step: number, point: Coordinates): string {
  const size = ZONE_CELL_MILLIDEGREES[step]!;
  return `${step}:${cellIndex(point.lat, size.lat)}:${cellIndex(point.lng, size.lng)}`;
}

/** A company base's tag for each bounded step (what its list queries ask for). */
export const companyZoneTags = (base: Coordinates): string[] =>
  ZONE_CELL_MILLIDEGREES.map((_size, step) => zoneCellTag(step, base));

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * Step k's cells whose nearest point lies within the step's radius (plus the zone's slack) of the pickup: every
 * base the exact rule reaches at step k is in one of them.
 */
function stepCells(step: number, pickup: Coordinates): string[] {
  const size = ZONE_CELL_MILLIDEGREES[step]!;
  const reachKm = ((ESCALATION_RADII_KM[step]! * 1000 + ZONE_SLACK_METRES) * COVER_FACTOR) / 1000;
  // The bounding box, generously: a degree of longitude is at least 0.5 of a degree of latitude below 60°.
  const latSpan = reachKm / 111;
  const lngSpan = reachKm / (111 * Math.max(Math.cos((Math.abs(pickup.lat) * Math.PI) / 180), 0.5));
  const tags: string[] = [];
  const [i0, i1] = [
    cellIndex(pickup.lat - latSpan, size.lat),
    cellIndex(pickup.lat + latSpan, size.lat),
  ];
  const [j0, j1] = [
    cellIndex(pickup.lng - lngSpan, size.lng),
    cellIndex(pickup.lng + lngSpan, size.lng),
  ];
  for (let i = i0; i <= i1; i += 1) {
    for (let j = j0; j <= j1; j += 1) {
      const nearest = {
        lat: clamp(pickup.lat, (i * size.lat) / 1000, ((i + 1) * size.lat) / 1000),
        lng: clamp(pickup.lng, (j * size.lng) / 1000, ((j + 1) * size.lng) / 1000),
      };
      if (pickupDistanceKm(nearest, pickup)! <= reachKm) tags.push(`${step}:${i}:${j}`);
    }
  }
  return tags;
}

/** Every bounded step's cells around a pickup; none when it is not located (all reached at filing). */
export function zoneCells(pickup: Coordinates | null): string[] {
  if (pickup === null) return [];
  return ZONE_CELL_MILLIDEGREES.flatMap((_size, step) => stepCells(step, pickup));
}

type Filed = {
  created_at: EpochMillis;
  priorite: Priority;
  escalation_delays?: EscalationDelays | null;
  adresse_depart: { coordonnees?: Coordinates | null };
};

/**
 * When steps 1 … 4 open, from `filedAt` (the server's created_at, or the device's estimate of it plus
 * ZONE_OPEN_MARGIN_MS): k delays later. A pickup not located reaches everyone at filing: the unbounded step opens then.
 */
export function zoneOpenTimes(ride: Filed, filedAt: EpochMillis): Omit<RideZone, 'cells'> {
  const delay = escalationDelaysOf(ride.escalation_delays ?? null)[ride.priorite] * MINUTE;
  const located = (ride.adresse_depart.coordonnees ?? null) !== null;
  return {
    open_1: filedAt + delay,
    open_2: filedAt + 2 * delay,
    open_3: filedAt + 3 * delay,
    open_4: located ? filedAt + 4 * delay : filedAt,
  };
}

/** The zone a request is filed with. */
export function rideZone(ride: Filed, filedAt: EpochMillis): RideZone {
  return {
    cells: zoneCells(ride.adresse_depart.coordonnees ?? null),
    ...zoneOpenTimes(ride, filedAt),
  };
}

/**
 * Whether an edit moves the zone (its pickup, priority or delays changed): the edit writes the zone again, counted
 * from the ride's created_at (the server's, known by then).
 */
export function zoneMoved(before: Filed, after: Filed): boolean {
  const key = (ride: Filed) =>
    JSON.stringify([
      ride.adresse_depart.coordonnees ?? null,
      ride.priorite,
      ride.escalation_delays ?? null,
    ]);
  return key(before) !== key(after);
}

/**
 * The list form of the zone (firestore.rules listsZone): whether a company with this base lists the request at
 * serverNow — no base: reached at filing everywhere; else a step whose cells hold its base's tag is open, or the
 * unbounded step is. Missing fields (a request filed before them): never, but for a company without a base.
 */
export function listsZone(
  zone: RideZone | null,
  base: Coordinates | null,
  serverNow: EpochMillis,
): boolean {
  if (base === null) return true;
  if (zone === null) return false;
  const opens = [Number.NEGATIVE_INFINITY, zone.open_1, zone.open_2, zone.open_3];
  const bounded = companyZoneTags(base).some(
    (tag, step) => opens[step]! <= serverNow && zone.cells.includes(tag),
  );
  return bounded || zone.open_4 <= serverNow;
}
