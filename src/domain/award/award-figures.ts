import { PARIS_TIME_ZONE } from '@/domain/shared/timestamp';
import { parisMonth } from '@/domain/award/award-months';
import { hasAnswered, median, type AwardEntry } from '@/domain/award/award-log';

/**
 * Issue 23: the clinic's monthly figures over its requests — per Europe/Paris month of a request's first offer:
 * requests offered, opened by at least one company, accepted, the median time from the first offer to the
 * acceptance; the companies that answered by name (with their acceptances and refusals), the others counted only
 * (minimisation, as in the ride's journal).
 */
export interface ClinicMonthlyFigures {
  /** « 2026-11 » */
  month: string;
  offered: number;
  opened: number;
  accepted: number;
  medianMinutesToAccept: number | null;
  responders: { orgId: string; name: string; accepted: number; refused: number }[];
  /** Companies offered a request that month that answered none of them. */
  silent: number;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

function monthOf(rides: AwardEntry[][], month: string): ClinicMonthlyFigures {
  const entries = rides.flat();
  const waits = rides.flatMap((ride) => {
    const acceptance = ride.find((entry) => entry.acceptedAt !== null);
    const firstOffer = Math.min(...ride.map((entry) => entry.offeredAt));
    return acceptance
      ? [Math.max(0, Math.round((acceptance.acceptedAt! - firstOffer) / 60_000))]
      : [];
  });
  const byOrg = groupBy(entries, (entry) => entry.orgId);
  const responders = [...byOrg.entries()]
    .filter(([, mine]) => mine.some(hasAnswered))
    .map(([orgId, mine]) => ({
      orgId,
      name: mine.find((entry) => entry.orgName !== null)?.orgName ?? 'Société sans nom',
      accepted: mine.filter((entry) => entry.acceptedAt !== null).length,
      refused: mine.filter((entry) => entry.acceptedAt === null && entry.refusedAt !== null).length,
    }))
    .sort((a, b) => b.accepted - a.accepted || a.name.localeCompare(b.name, 'fr'));
  return {
    month,
    offered: rides.length,
    opened: rides.filter((ride) => ride.some((entry) => entry.openedAt !== null)).length,
    accepted: waits.length,
    medianMinutesToAccept: median(waits),
    responders,
    silent: byOrg.size - responders.length,
  };
}

/** The clinic's figures per month, latest first (entries: every company's, of the clinic's requests). */
export function clinicMonthlyFigures(entries: readonly AwardEntry[]): ClinicMonthlyFigures[] {
  const rides = [...groupBy(entries, (entry) => entry.rideId).values()];
  const months = groupBy(rides, (ride) => parisMonth(Math.min(...ride.map((e) => e.offeredAt))));
  return [...months.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, list]) => monthOf(list, month));
}

/** « novembre 2026 » for « 2026-11 ». */
export function frenchMonth(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, index! - 1, 15, 12)).toLocaleDateString('fr-FR', {
    timeZone: PARIS_TIME_ZONE,
    month: 'long',
    year: 'numeric',
  });
}
