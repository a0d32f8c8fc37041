import { useLocation, useSearchParams } from 'react-router-dom';
import { tabOfAddress } from '@/config/paths';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import {
  PROVIDER_TABS,
  PROVIDER_TAB_LABELS,
  type ProviderTab,
} from '@/domain/transport/dashboard-tabs';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { OfflineHint } from '@/features/transports/driver/offline-hint';
import { ProofExportPanel } from '@/features/transports/export/proof-export-panel';
import { AmbulanceTabNav } from './ambulance-tab-nav';
import { AMBULANCE_SECTION } from './sections';
import { TabSection } from './tab-section';
import { useNow } from './use-now';
import { useTabCounts } from './use-provider-data';

/** Requests may be taken from these two tabs only: the others hold rides already decided. */
const ACCEPT_TABS: readonly ProviderTab[] = ['en-attente', 'urgents'];

const tabOf = (value: string | null): ProviderTab =>
  PROVIDER_TABS.find((tab) => tab === value) ?? 'en-attente';

function TransportsTabs({ data }: { data: UserData }) {
  const [params] = useSearchParams();
  const tab = tabOf(tabOfAddress(useLocation().pathname, params.get('tab')));
  const now = useNow(data.clock);
  const counts = useTabCounts(data, now);
  return (
    <>
      <AmbulanceTabNav current={tab} counts={counts} />
      {/* Keyed by tab: a fresh list starts empty, at its first page, not as the previous tab renamed. */}
      <TabSection
        key={tab}
        data={data}
        now={now}
        tab={tab}
        count={counts?.[tab]}
        title={PROVIDER_TAB_LABELS[tab]}
        section={AMBULANCE_SECTION}
        canAccept={ACCEPT_TABS.includes(tab)}
      />
      {tab === 'termines' && <ProofExportPanel data={data} now={now} />}
    </>
  );
}

/** /dashboard/ambulance/transports[/a-venir…] — the organisation's transports, one tab per state (spec §2). */
export default function AmbulanceTransportsPage() {
  const data = useOptionalUserData();
  return (
    <div className="provider-page">
      <PageTitle>Transports</PageTitle>
      <OfflineHint />
      {data ? <TransportsTabs data={data} /> : <Spinner />}
    </div>
  );
}
