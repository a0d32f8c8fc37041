import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import {
  FRENCH_LOCALE,
  PARIS_TIME_ZONE,
  parseFrenchLocaleString,
  type EpochMillis,
} from '@/domain/shared/timestamp';
import { DRIVER_STEPS } from '@/domain/transport/driver-steps';
import { refuse, type Refusal } from '@/domain/transport/refusal';
import type { TransportStatus } from '@/domain/transport/transport-status';

/**
 * Issue 23 (proof of service): a ride's physical steps cannot be recorded before its day — a step tapped the day
 * before is a slip (wrong ride), and a bill would carry it. The day is the Europe/Paris calendar day of
 * date_transport, opened EARLY_STEPS_MS ahead of the booked time when that is earlier (a crew sets off at 23:50 for
 * a 00:10 pickup); cancellations and dispatch moves (accept, assign) stay possible any time.
 */
export const DAY_GATED_STEPS: readonly TransportStatus[] = DRIVER_STEPS.map((step) => step.target);

/** How long before its booked time a ride's steps may be recorded, even on the evening before its day. */
export const EARLY_STEPS_MS = 3 * MILLIS_PER_HOUR;

/**
 * The security rules cannot afford the Paris calendar: they hold request.time ≥ date_transport − this. A Paris day
 * lasts at most 25 h (autumn's change), so its midnight is never further back, nor is the booked time less
 * EARLY_STEPS_MS: the rules accept every step the domain accepts, and refuse anything recorded more than a day early.
 */
export const RIDE_DAY_RULES_MARGIN_MS = 25 * MILLIS_PER_HOUR;

const parisDate = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const parisDayName = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
});

/** Paris midnight starting the calendar day of `date` (either side of a daylight-saving change). */
export function rideDayStart(date: EpochMillis): EpochMillis {
  return parseFrenchLocaleString(parisDate.format(date)) ?? date;
}

const parisClock = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** When a ride's steps may first be recorded: its Paris midnight, or EARLY_STEPS_MS before it when earlier. */
export function stepsOpenAt(date: EpochMillis): EpochMillis {
  return Math.min(rideDayStart(date), date - EARLY_STEPS_MS);
}

/** « Ce transport est prévu le 28 novembre : … » (or, for a ride just after midnight, the evening's hour). */
export function tooEarlyReason(date: EpochMillis): string {
  const early = date - EARLY_STEPS_MS;
  const from =
    early < rideDayStart(date) ? `avant ${parisClock.format(early)} la veille` : 'avant ce jour';
  return `Ce transport est prévu le ${parisDayName.format(date)} : ses étapes ne peuvent pas être enregistrées ${from}.`;
}

/** The refusal of a driver step tapped (`tapTime`) before the ride's steps open; null when it may be recorded. */
export function stepBeforeRideDay(
  date: EpochMillis,
  to: TransportStatus,
  tapTime: EpochMillis,
): Refusal | null {
  if (!DAY_GATED_STEPS.includes(to) || tapTime >= stepsOpenAt(date)) return null;
  return refuse('too_early', tooEarlyReason(date));
}
