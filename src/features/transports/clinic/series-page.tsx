import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { remainingSessions } from '@/domain/transport/series-rides';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useNow } from '@/features/transports/shared/use-now';
import { CancelDialog } from './detail/cancel-dialog';
import { TransportList } from './transport-list';

function SeriesContent({ data, seriesId }: { data: UserData; seriesId: string }) {
  const now = useNow(data.clock);
  const rides = useLive(
    () => data.queries.listSeries(data.viewer, seriesId),
    [data, seriesId],
    undefined,
  );
  const pending = useLive(() => data.queries.pendingCountByTransport(), [data], {});
  const [cancelling, setCancelling] = useState(false);
  if (rides === undefined) return <Spinner label="Ouverture des données…" />;
  const sessions = rides[0]?.series_count ?? 0;
  const rest = remainingSessions(rides, { series_index: 1 }, data.viewer, now);
  return (
    <>
      <PageTitle>{`Série de ${sessions} séance${sessions > 1 ? 's' : ''}`}</PageTitle>
      <p className="page-lead">
        {rides.length} transport{rides.length > 1 ? 's' : ''}, chacun proposé aux transporteurs
        comme une demande à part entière.
      </p>
      {rest.length > 0 && rides[0] && (
        <div className="button-row">
          <button
            type="button"
            className="button button--danger"
            onClick={() => setCancelling(true)}
          >
            Annuler les séances restantes
          </button>
        </div>
      )}
      {cancelling && rides[0] && (
        <CancelDialog
          data={data}
          transport={rides[0]}
          rides={rest}
          onClose={() => setCancelling(false)}
        />
      )}
      <TransportList
        transports={rides}
        pending={pending}
        now={now}
        label="Transports de la série"
        empty={<p>Aucun transport de cette série sur cet appareil.</p>}
      />
    </>
  );
}

/** /dashboard/clinique/series/:seriesId — a series and its rides (issue 22). */
export default function SeriesPage() {
  const data = useOptionalUserData();
  const { seriesId = '' } = useParams();
  return (
    <div className="transport-page">
      <Link to={PATHS.cliniqueTransports} className="back-link">
        Retour aux demandes
      </Link>
      {data ? (
        <SeriesContent data={data} seriesId={seriesId} />
      ) : (
        <Spinner label="Ouverture des données…" />
      )}
    </div>
  );
}
