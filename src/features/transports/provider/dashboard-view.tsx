import { Link } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import { FRENCH_LOCALE, PARIS_TIME_ZONE } from '@/domain/shared/timestamp';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { NextRidePanel } from './next-ride-panel';
import type { ProviderSection } from './sections';
import { useNow } from './use-now';
import { useTabCounts } from './use-provider-data';
import { showsStatistics } from '@/domain/user/dashboard-preferences';
import { useAuth } from '@/services/session/session-context';

export interface DashboardTile {
  tab: ProviderTab;
  label: string;
  to: string;
}

const today = (now: number) =>
  new Date(now).toLocaleDateString(FRENCH_LOCALE, {
    timeZone: PARIS_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });

/**
 * Today at a glance: the next ride to drive and how many rides in each state (each a way into its list); with
 * statistics turned off in Paramètres, the lists are plain links.
 */
export function DashboardView({
  data,
  tiles,
  section,
}: {
  data: UserData;
  tiles: readonly DashboardTile[];
  section: ProviderSection;
}) {
  const now = useNow(data.clock);
  const counts = useTabCounts(data, now);
  const withStats = showsStatistics(useAuth().profile?.preferences);
  return (
    <>
      <p className="dashboard-date">Aujourd’hui, {today(now)}</p>
      <NextRidePanel data={data} now={now} section={section} />
      {withStats ? (
        <Tiles tiles={tiles} counts={counts} />
      ) : (
        <nav aria-label="Listes de transports">
          <ul className="dashboard-links">
            {tiles.map((tile) => (
              <li key={tile.label}>
                <Link to={tile.to}>{tile.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

/** Counts per list, each a way into it (« afficher les statistiques »). */
function Tiles({
  tiles,
  counts,
}: {
  tiles: readonly DashboardTile[];
  counts: Record<ProviderTab, number> | undefined;
}) {
  return (
    <section aria-labelledby="tiles-title">
      <h2 id="tiles-title">En un coup d’œil</h2>
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            <Link to={tile.to} className={`tile${tile.tab === 'urgents' ? ' tile--urgent' : ''}`}>
              <span className="tile__count">{counts ? counts[tile.tab] : '…'}</span>{' '}
              <span className="tile__label">{tile.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
