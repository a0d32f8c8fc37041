import type { TransportStatistics } from '@/domain/transport/statistics';
import { STATUS_GROUP_LABELS, STATUS_GROUPS } from '@/domain/transport/transport-status';

/** The four groups of spec §4: waiting, in progress, completed, cancelled. */
export function StatisticsCards({ statistics }: { statistics: TransportStatistics }) {
  return (
    <ul className="stat-grid" aria-label="Statistiques des demandes">
      {STATUS_GROUPS.map((group) => (
        <li key={group} className={`stat-card stat-card--${group}`}>
          <span className="stat-card__value">{statistics.byGroup[group]}</span>{' '}
          <span className="stat-card__label">{STATUS_GROUP_LABELS[group]}</span>
        </li>
      ))}
    </ul>
  );
}
