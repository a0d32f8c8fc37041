import { useOptionalUserData } from '@/data/local/user-data-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { ClinicListView } from './clinic-list-view';

/** /dashboard/clinique/transports/terminees: completed, cancelled, refused and expired requests. */
export default function ClinicDonePage() {
  const data = useOptionalUserData();
  return (
    <div className="transport-page">
      <PageTitle>Transports terminés</PageTitle>
      {data ? (
        <ClinicListView data={data} list="terminees" />
      ) : (
        <Spinner label="Ouverture des données…" />
      )}
    </div>
  );
}
