import { epochToParisLocal, parisDayStart } from '@/domain/shared/paris-local-time';
import type { EpochMillis } from '@/domain/shared/timestamp';

/**
 * Issue 23: « Chiffres d’attribution » reads only the Europe/Paris months it shows — a range on the entries'
 * `offered_at` (the server's time the zone reached the company), never the whole organisation's log.
 */
export const FIGURES_MONTHS = 6;

/** [from, to): the first millisecond of the first month, the first of the month after the last one. */
export interface AwardPeriod {
  from: EpochMillis;
  to: EpochMillis;
}

/** « 2026-11 »: the Paris month of an instant. */
export const parisMonth = (at: EpochMillis): string => epochToParisLocal(at).slice(0, 7);

/** « 2026-11 » moved by `delta` months (« 2027-01 » for +2). */
export function shiftMonth(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number);
  const total = year! * 12 + (index! - 1) + delta;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const monthStart = (month: string): EpochMillis => parisDayStart(`${month}-01`)!;

/** The `count` Paris months ending with `last`, latest first, and the period that covers them. */
export function monthsEndingWith(
  last: string,
  count: number = FIGURES_MONTHS,
): { months: string[]; period: AwardPeriod } {
  const months = Array.from({ length: count }, (_, back) => shiftMonth(last, -back));
  return {
    months,
    period: { from: monthStart(months.at(-1)!), to: monthStart(shiftMonth(last, 1)) },
  };
}

/** Whether an instant falls in a period (the adapters' range, for the demo server and the fakes). */
export const inPeriod = (at: EpochMillis, period: AwardPeriod): boolean =>
  at >= period.from && at < period.to;
