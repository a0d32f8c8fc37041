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
import { useMemberRole } from '@/services/session/use-member-role';
import { isChauffeur, MyRidesSection } from './my-rides-section';

/** Tabs of requests offered to the company: not a chauffeur's business. */
const REQUEST_TABS: readonly ProviderTab[] = ['en-attente', 'urgents', 'partages'];

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
  // A chauffeur (issue 13) drives what is assigned to them: their rides first, no tile of requests to accept.
  const chauffeur = isChauffeur(useMemberRole());
  const shown = chauffeur ? tiles.filter((tile) => !REQUEST_TABS.includes(tile.tab)) : tiles;
  return (
    <>
      <p className="dashboard-date">Aujourd’hui, {today(now)}</p>
      {chauffeur ? (
        <MyRidesSection data={data} now={now} section={section} />
      ) : (
        <NextRidePanel data={data} now={now} section={section} />
      )}
      {withStats ? (
        <Tiles tiles={shown} counts={counts} />
      ) : (
        <nav aria-label="Listes de transports">
          <ul className="dashboard-links">
            {shown.map((tile) => (
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
