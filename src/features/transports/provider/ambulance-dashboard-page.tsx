import { ambulanceTabPath } from '@/config/paths';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { PROVIDER_TABS, PROVIDER_TAB_LABELS } from '@/domain/transport/dashboard-tabs';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { DashboardView, type DashboardTile } from './dashboard-view';
import { AMBULANCE_SECTION } from './sections';

const TILES: DashboardTile[] = PROVIDER_TABS.map((tab) => ({
  tab,
  label: PROVIDER_TAB_LABELS[tab],
  to: ambulanceTabPath(tab),
}));

/** /dashboard/ambulance — the company's day: counts per tab and the next transport. */
export default function AmbulanceDashboardPage() {
  const data = useOptionalUserData();
  return (
    <div className="provider-page">
      <PageTitle>Tableau de bord ambulance</PageTitle>
      {data ? <DashboardView data={data} tiles={TILES} section={AMBULANCE_SECTION} /> : <Spinner />}
    </div>
  );
}
