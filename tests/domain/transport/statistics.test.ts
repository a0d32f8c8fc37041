import { describe, expect, it } from 'vitest';
import { RECENT_TRANSPORTS_COUNT } from '@/domain/constants';
import { computeStatistics, recentTransports } from '@/domain/transport/statistics';
import { TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import { CREATED_AT, transportIn } from './fixtures';

describe('[TX2] statistiques', () => {
  it('[TX2] comptes par groupe et par état', () => {
    const transports = TRANSPORT_STATUSES.map((status, index) =>
      transportIn(status, { id: `t-${index}` }),
    );
    const stats = computeStatistics(transports);
    expect(stats.total).toBe(15);
    expect(stats.byGroup).toEqual({ waiting: 3, in_progress: 8, completed: 1, cancelled: 3 });
    expect(Object.values(stats.byStatus)).toEqual(Array(15).fill(1));
    expect(computeStatistics([]).byGroup).toEqual({
      waiting: 0,
      in_progress: 0,
      completed: 0,
      cancelled: 0,
    });
  });
  it('[TX2] les 10 plus récents par created_at décroissant, id pour départager', () => {
    const transports = Array.from({ length: 12 }, (_, index) =>
      transportIn('pending', {
        id: `t-${String(index).padStart(2, '0')}`,
        created_at: CREATED_AT + (index % 6),
      }),
    );
    const recent = computeStatistics(transports).recent;
    expect(RECENT_TRANSPORTS_COUNT).toBe(10);
    expect(recent.map((t) => t.id)).toEqual([
      't-05',
      't-11',
      't-04',
      't-10',
      't-03',
      't-09',
      't-02',
      't-08',
      't-01',
      't-07',
    ]);
    expect(recentTransports(transports, 2).map((t) => t.id)).toEqual(['t-05', 't-11']);
    expect(recentTransports([...transports].reverse())).toEqual(recent);
  });
});
