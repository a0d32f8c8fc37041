import { describe, expect, it } from 'vitest';
import {
  adminStatistics,
  countByProvider,
  dayKey,
  filterTransports,
  transportsPerDay,
} from '@/domain/admin/admin-statistics';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { CREATED_AT, transportIn } from '@tests/domain/transport/fixtures';

const t = (
  id: string,
  etat: Parameters<typeof transportIn>[0],
  daysAgo: number,
  provider?: string,
) =>
  transportIn(etat, {
    id,
    created_at: CREATED_AT - daysAgo * MILLIS_PER_DAY,
    ...(provider ? { provider_org_id: provider } : {}),
  });

const ALL = [
  t('a', 'pending', 0),
  t('b', 'accepted', 1, 'ambu_0001'),
  t('c', 'completed', 1, 'ambu_0002'),
  t('d', 'cancelled', 40),
  t('e', 'completed', 2, 'ambu_0002'),
];

describe('[ADM4] statistics per group, provider and date range', () => {
  it('[ADM4] a provider filter keeps its transports only', () => {
    expect(filterTransports(ALL, { providerOrgId: 'ambu_0002' }).map((x) => x.id)).toEqual([
      'c',
      'e',
    ]);
  });

  it('[ADM4] a date range is inclusive at both ends', () => {
    const from = CREATED_AT - 2 * MILLIS_PER_DAY;
    const ids = filterTransports(ALL, { from, to: CREATED_AT - MILLIS_PER_DAY }).map((x) => x.id);
    expect(ids).toEqual(['b', 'c', 'e']);
  });

  it('[ADM4] providers are counted, most first, ties by id, named as their rides name them', () => {
    const named = ALL.map((x) =>
      x.provider_org_id === 'ambu_0002' ? { ...x, provider_org_name: 'Ambulances du Parc' } : x,
    );
    expect(countByProvider(named)).toEqual([
      { providerOrgId: 'ambu_0001', name: null, count: 2 }, // b, and d (cancelled after acceptance)
      { providerOrgId: 'ambu_0002', name: 'Ambulances du Parc', count: 2 },
    ]);
  });

  it('[ADM4] the chart has 30 continuous Paris days ending today, by group', () => {
    const days = transportsPerDay(ALL, CREATED_AT);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      day: dayKey(CREATED_AT),
      waiting: 1,
      in_progress: 0,
      completed: 0,
      cancelled: 0,
    });
    expect(days.at(-2)).toMatchObject({ in_progress: 1, completed: 1 });
    const total = days.reduce(
      (sum, d) => sum + d.waiting + d.in_progress + d.completed + d.cancelled,
      0,
    );
    expect(total).toBe(4); // the 40-day-old one is outside the window
  });

  it('[ADM4] everything together: totals, groups, 10 most recent', () => {
    const stats = adminStatistics(ALL, {}, CREATED_AT);
    expect(stats.total).toBe(5);
    expect(stats.byGroup).toEqual({ waiting: 1, in_progress: 1, completed: 2, cancelled: 1 });
    expect(stats.recent[0]?.id).toBe('a');
  });
});
