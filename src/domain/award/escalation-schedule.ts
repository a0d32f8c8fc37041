import type { EpochMillis } from '@/domain/shared/timestamp';
import { formatTime } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import type { Priority } from '@/domain/transport/priority';

/**
 * Issue 23 item 2: a request not accepted widens its zone step by step. Step 0 opens at creation (the server's
 * created_at) with the first radius around the pickup; step k opens k delays later with the k-th radius; the last
 * step lifts the limit (every company of the type, as before issue 23), so a request always ends up offered to all.
 * The delay is the clinic organisation's, per priority. Decided from server times only: the rules enforce the same
 * table (firestore.rules escalationRadii / reachedAt).
 */
export const ESCALATION_RADII_KM = [20, 40, 80, 160] as const;
/** Minutes per priority (issue 23 defaults); bounded, at least 1 min so an e2e can watch it in real time. */
export interface EscalationDelays {
  critique: number;
  urgent: number;
  normale: number;
}
export const DEFAULT_ESCALATION_DELAYS_MIN: EscalationDelays = {
  critique: 5,
  urgent: 15,
  normale: 120,
};
export const ESCALATION_DELAY_BOUNDS_MIN = { min: 1, max: 24 * 60 } as const;
const MINUTE = 60_000;

export interface EscalationStep {
  index: number;
  /** Server time the step opens. */
  at: EpochMillis;
  /** The zone's radius around the pickup; null: no limit any more. */
  radiusKm: number | null;
}

type Scheduled = { created_at: EpochMillis; priorite: Priority };

/** Every step of a request's schedule, the first at its creation, the last without a limit. */
export function escalationSteps(ride: Scheduled, delays: EscalationDelays): EscalationStep[] {
  const delay = delays[ride.priorite] * MINUTE;
  const radii: (number | null)[] = [...ESCALATION_RADII_KM, null];
  return radii.map((radiusKm, index) => ({ index, at: ride.created_at + index * delay, radiusKm }));
}

/** The step open at serverNow (the zone that reaches companies now). */
export function reachAt(
  ride: Scheduled,
  serverNow: EpochMillis,
  delays: EscalationDelays,
): EscalationStep {
  const steps = escalationSteps(ride, delays);
  return steps.filter((step) => step.at <= serverNow).at(-1) ?? steps[0]!;
}

/** The steps opened until serverNow (or until the request stopped waiting: pass its acceptance time). */
export function openedSteps(
  ride: Scheduled,
  serverNow: EpochMillis,
  delays: EscalationDelays,
): EscalationStep[] {
  return escalationSteps(ride, delays).filter((step) => step.at <= serverNow);
}

/**
 * When the zone reaches a company whose base is `km` from the pickup. Unknown distance (no base, or a pickup not
 * located): at creation — nothing can be measured, as « jobs near me » shows such rides to all (nearby.ts).
 */
export function reachedAt(
  ride: Scheduled,
  km: number | null,
  delays: EscalationDelays,
): EpochMillis {
  if (km === null) return ride.created_at;
  const step = escalationSteps(ride, delays).find(
    (candidate) => candidate.radiusKm === null || km <= candidate.radiusKm,
  );
  return step!.at;
}

/**
 * Whether one of a request's widenings (steps 1 onwards) opened in (from, to]: a company its earlier zones left
 * out may be reached since. Each offer carries its ride's creation time and minutes per step for this (issue 23:
 * a company reads a request only once its zone is open, so its device asks again when a step opens).
 */
export function widenedBetween(
  createdAt: EpochMillis,
  stepMinutes: number,
  from: EpochMillis,
  to: EpochMillis,
): boolean {
  return ESCALATION_RADII_KM.some((_radius, index) => {
    const at = createdAt + (index + 1) * stepMinutes * MINUTE;
    return at > from && at <= to;
  });
}

/** A device clock behind (or ahead of) the server's still asks again for a widening around its time. */
export const WIDENING_MARGIN_MS = 2 * MINUTE;

/**
 * Whether a widening opened since `since` (a device's checkpoint, or when it last asked) until `now`, with the
 * margin either side: the requests a pull asks for again by id (issue 23).
 */
export function widenedSince(
  createdAt: EpochMillis,
  stepMinutes: number,
  since: EpochMillis,
  now: EpochMillis,
): boolean {
  return widenedBetween(
    createdAt,
    stepMinutes,
    since - WIDENING_MARGIN_MS,
    now + WIDENING_MARGIN_MS,
  );
}

/** How far back a device looks for widenings it may have missed: the span of a whole schedule at most. */
export const WIDENING_LOOKBACK_MS =
  ESCALATION_RADII_KM.length * ESCALATION_DELAY_BOUNDS_MIN.max * MINUTE;

/** Metres per degree of latitude (the rules' literals are integers: metres, not km). */
export const METRES_PER_DEGREE = 111_195;
/** What the rules add to each radius: shared pickups sit on a ~1 km grid (transport-privacy.ts). */
export const ZONE_SLACK_METRES = 1000;
/** cos by its Taylor series to x⁶: the rules have no trigonometry; within 1e-5 up to 52° of latitude. */
function cosSeries(x: number): number {
  const x2 = x * x;
  return 1 - x2 / 2 + (x2 * x2) / 24 - (x2 * x2 * x2) / 720;
}

/**
 * Base to pickup, km, as the zone measures it — the equirectangular approximation that the rules compute the same
 * way (firestore.rules zoneDistanceSq): within 0.5 % of the great circle at these distances. Null when either point
 * is unknown.
 */
export function pickupDistanceKm(
  base: Coordinates | null,
  pickup: Coordinates | null,
): number | null {
  if (base === null || pickup === null) return null;
  const meanLat = (((base.lat + pickup.lat) / 2) * Math.PI) / 180;
  const dy = (base.lat - pickup.lat) * METRES_PER_DEGREE;
  const dx = (base.lng - pickup.lng) * METRES_PER_DEGREE * cosSeries(meanLat);
  return Math.sqrt(dx * dx + dy * dy) / 1000;
}

/** Whether the request reaches a company at serverNow (the first zone from its creation, whatever the clock). */
export function reachesCompany(
  ride: Scheduled,
  km: number | null,
  serverNow: EpochMillis,
  delays: EscalationDelays,
): boolean {
  const at = reachedAt(ride, km, delays);
  return at === ride.created_at || at <= serverNow;
}

/** How many companies a step reached in all (those within its radius; all of them for the last step). */
export function companiesReached(
  step: EscalationStep,
  distances: readonly (number | null)[],
): number {
  return distances.filter((km) => km === null || step.radiusKm === null || km <= step.radiusKm)
    .length;
}

/** « Offerte à 20 km à 09:02 », « Élargi à 80 km à 09:12 — 14 sociétés prévenues », « Élargi à toutes les sociétés ». */
export function escalationStepText(step: EscalationStep, reached: number | null): string {
  const zone = step.radiusKm === null ? 'toutes distances' : `${step.radiusKm} km`;
  const head =
    step.index === 0
      ? `Offerte à ${zone} à ${formatTime(step.at)}`
      : `Élargi à ${zone} à ${formatTime(step.at)}`;
  if (reached === null) return head;
  const companies = reached === 1 ? '1 société prévenue' : `${reached} sociétés prévenues`;
  return `${head} — ${companies}`;
}

/** A ride's stored delays (its clinic's at filing); null when absent (rides filed before issue 23: defaults). */
export function readEscalationDelays(value: unknown): EscalationDelays | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? escalationDelaysOf(value as Partial<EscalationDelays>)
    : null;
}

/** Stored delays over the defaults; anything out of bounds reads as its default. */
export function escalationDelaysOf(
  stored: Partial<EscalationDelays> | null | undefined,
): EscalationDelays {
  const read = (priority: Priority): number => {
    const value = stored?.[priority];
    return typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= ESCALATION_DELAY_BOUNDS_MIN.min &&
      value <= ESCALATION_DELAY_BOUNDS_MIN.max
      ? value
      : DEFAULT_ESCALATION_DELAYS_MIN[priority];
  };
  return { critique: read('critique'), urgent: read('urgent'), normale: read('normale') };
}
