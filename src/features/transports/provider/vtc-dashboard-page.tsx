import { PATHS } from '@/config/paths';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { DashboardView, type DashboardTile } from './dashboard-view';
import { VTC_SECTION } from './sections';

const TILES: DashboardTile[] = [
  { tab: 'en-cours', label: 'En cours', to: PATHS.vtcTransports },
  { tab: 'en-attente', label: 'Disponibles', to: PATHS.vtcTransports },
  { tab: 'a-venir', label: 'À venir', to: PATHS.vtcTransportsUpcoming },
  { tab: 'termines', label: 'Terminées', to: PATHS.vtcTransportsDone },
];

/** /dashboard/vtc — the driver's day: rides under way, free to take, coming, done; and the next one. */
export default function VtcDashboardPage() {
  const data = useOptionalUserData();
  return (
    <div className="provider-page">
      <PageTitle>Tableau de bord VTC</PageTitle>
      {data ? <DashboardView data={data} tiles={TILES} section={VTC_SECTION} /> : <Spinner />}
    </div>
  );
}
