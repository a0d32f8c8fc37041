import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { PARIS_TIME_ZONE, type EpochMillis } from '@/domain/shared/timestamp';
import { computeStatistics, type TransportStatistics } from '@/domain/transport/statistics';
import type { Transport } from '@/domain/transport/transport.schema';
import { STATUS_GROUPS, statusGroup, type StatusGroup } from '@/domain/transport/transport-status';

export const CHART_DAYS = 30;

export interface StatisticsFilter {
  /** Only transports taken by this provider organisation. */
  providerOrgId?: string | null;
  /** Created at or after (inclusive). */
  from?: EpochMillis | null;
  /** Created before the end of this instant (inclusive). */
  to?: EpochMillis | null;
}

export function filterTransports(
  transports: readonly Transport[],
  { providerOrgId, from, to }: StatisticsFilter,
): Transport[] {
  return transports.filter(
    (t) =>
      (!providerOrgId || t.provider_org_id === providerOrgId) &&
      (from == null || t.created_at >= from) &&
      (to == null || t.created_at <= to),
  );
}

export interface ProviderCount {
  providerOrgId: string;
  /** The company's name as its rides carry it (copied at acceptance), null when none does. */
  name: string | null;
  count: number;
}

/** Taken transports per provider organisation, most first (spec §7 « count by provider_org_id »). */
export function countByProvider(transports: readonly Transport[]): ProviderCount[] {
  const counts = new Map<string, ProviderCount>();
  for (const t of transports) {
    if (!t.provider_org_id) continue;
    const known = counts.get(t.provider_org_id);
    counts.set(t.provider_org_id, {
      providerOrgId: t.provider_org_id,
      name: known?.name ?? t.provider_org_name ?? null,
      count: (known?.count ?? 0) + 1,
    });
  }
  return [...counts.values()].sort(
    (a, b) => b.count - a.count || a.providerOrgId.localeCompare(b.providerOrgId),
  );
}

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Paris calendar day of an instant, « 2026-11-24 ». */
export const dayKey = (at: EpochMillis): string => parisDay.format(new Date(at));

export type DayCounts = { day: string } & Record<StatusGroup, number>;

/**
 * Transports created per Paris day over the last `days` days (today included, oldest first), by status group:
 * the admin chart. Days without transports are there with zeros, so the chart's axis is continuous.
 */
export function transportsPerDay(
  transports: readonly Transport[],
  now: EpochMillis,
  days: number = CHART_DAYS,
): DayCounts[] {
  const keys: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const key = dayKey(now - back * MILLIS_PER_DAY);
    if (keys.at(-1) !== key) keys.push(key);
  }
  const rows = new Map<string, DayCounts>(
    keys.map((day) => [
      day,
      {
        day,
        ...(Object.fromEntries(STATUS_GROUPS.map((g) => [g, 0])) as Record<StatusGroup, number>),
      },
    ]),
  );
  for (const t of transports) {
    const row = rows.get(dayKey(t.created_at));
    if (row) row[statusGroup(t.etat)] += 1;
  }
  return keys.map((day) => rows.get(day) as DayCounts);
}

export interface AdminStatistics extends TransportStatistics {
  byProvider: ProviderCount[];
  perDay: DayCounts[];
}

/** Everything the statistics panel shows, from one read of the transports. */
export function adminStatistics(
  transports: readonly Transport[],
  filter: StatisticsFilter,
  now: EpochMillis,
): AdminStatistics {
  const selected = filterTransports(transports, filter);
  return {
    ...computeStatistics(selected),
    byProvider: countByProvider(selected),
    perDay: transportsPerDay(selected, now),
  };
}
