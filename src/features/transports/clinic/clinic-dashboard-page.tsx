import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { needsEscalation } from '@/domain/transport/escalation';
import { byRideDate } from '@/domain/transport/ride-search';
import { showsStatistics } from '@/domain/user/dashboard-preferences';
import { useAuth } from '@/services/session/session-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useNow } from '@/features/transports/shared/use-now';
import { EscalationSummary } from './escalation-summary';
import { StatisticsCards } from './statistics-cards';
import { TransportList } from './transport-list';
import { usePendingCounts } from '@/features/transports/shared/use-pending-counts';
import { useClinicList } from './use-clinic-lists';

function DashboardContent({ data }: { data: UserData }) {
  const withStats = showsStatistics(useAuth().profile?.preferences);
  const statistics = useLive(() => data.queries.statistics(data.viewer), [data], undefined);
  const waiting = useClinicList(data, 'en-attente');
  const pending = usePendingCounts(data);
  const now = useNow(data.clock);
  if (statistics === undefined) return <Spinner />;
  const escalated = (waiting ?? []).filter((transport) => needsEscalation(transport, now));
  return (
    <>
      <EscalationSummary count={escalated.length} />
      {withStats && (
        <section aria-labelledby="clinic-stats-title">
          <h2 id="clinic-stats-title">Statistiques</h2>
          <StatisticsCards statistics={statistics} />
        </section>
      )}
      <section aria-labelledby="clinic-recent-title">
        <div className="section-header">
          <h2 id="clinic-recent-title">Demandes récentes</h2>
          <Link to={PATHS.cliniqueTransports}>Voir toutes les demandes</Link>
        </div>
        <TransportList
          transports={[...statistics.recent].sort(byRideDate)}
          pending={pending}
          now={now}
          label="Demandes récentes"
          empty={
            <p>
              Aucune demande pour le moment.{' '}
              <Link to={PATHS.cliniqueNewTransport}>Créer une première demande</Link>
            </p>
          }
        />
      </section>
    </>
  );
}

/**
 * /dashboard/clinique: statistics, the 10 most recently created requests — shown in the order of their rides,
 * soonest first, so the list reads as a schedule — and the ones waiting too long.
 */
export default function ClinicDashboardPage() {
  const data = useOptionalUserData();
  return (
    <div className="transport-page">
      <div className="page-header">
        <PageTitle>Tableau de bord établissement</PageTitle>
        <Link to={PATHS.cliniqueNewTransport} className="button button--primary">
          Nouvelle demande
        </Link>
      </div>
      {data ? <DashboardContent data={data} /> : <Spinner label="Ouverture des données…" />}
    </div>
  );
}
