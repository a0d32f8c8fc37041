import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** A ride starting « now » is still booked after a few minutes of typing: that much of the past is accepted. */
export const RIDE_DATE_TOLERANCE_MS = 15 * MILLIS_PER_MINUTE;
/** Beyond a year, a date is a typing slip (2099, or the wrong year), not a booking. */
export const RIDE_DATE_HORIZON_MS = 365 * MILLIS_PER_DAY;

export type RideDateProblem = 'past' | 'too-far';

export const RIDE_DATE_MESSAGES: Record<RideDateProblem, string> = {
  past: 'La date du transport est passée : indiquez une date à venir.',
  'too-far': 'La date du transport est à plus d’un an : vérifiez l’année.',
};

/**
 * The date a clinic may give a new or edited request, seen from `now`: not in the past (beyond the tolerance),
 * not beyond the horizon. A rule of the form (the person typing), deliberately not of the server's decision:
 * a request recorded offline yesterday for this morning must still sync.
 */
export function rideDateProblem(date: EpochMillis, now: EpochMillis): RideDateProblem | null {
  if (date < now - RIDE_DATE_TOLERANCE_MS) return 'past';
  if (date > now + RIDE_DATE_HORIZON_MS) return 'too-far';
  return null;
}
