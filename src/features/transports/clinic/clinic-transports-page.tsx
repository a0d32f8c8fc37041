import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { PATHS, tabOfAddress } from '@/config/paths';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { openListOf } from './clinic-list-nav';
import { ClinicListView } from './clinic-list-view';

/** /dashboard/clinique/transports[/en-attente|/en-cours]: the organisation's requests. */
export default function ClinicTransportsPage() {
  const data = useOptionalUserData();
  const [params] = useSearchParams();
  const list = openListOf(tabOfAddress(useLocation().pathname, params.get('liste')));
  return (
    <div className="transport-page">
      <div className="page-header">
        <PageTitle>Transports demandés</PageTitle>
        <Link to={PATHS.cliniqueNewTransport} className="button button--primary">
          Nouvelle demande
        </Link>
      </div>
      {data ? (
        <ClinicListView data={data} list={list} />
      ) : (
        <Spinner label="Ouverture des données…" />
      )}
    </div>
  );
}
