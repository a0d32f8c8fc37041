import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { OfflineHint } from '@/features/transports/driver/offline-hint';
import { ProofExportPanel } from '@/features/transports/export/proof-export-panel';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { VTC_SECTION } from './sections';
import { TabSection } from './tab-section';
import { useNow } from './use-now';
import { useTabCounts } from './use-provider-data';
import { VtcNav } from './vtc-nav';

/** One list of a VTC page: which tab, under which title, and whether its rides can be taken from there. */
export interface VtcList {
  tab: ProviderTab;
  title: string;
  canAccept?: boolean;
}

/** The frame of every VTC list page: title, tabs with counts, then the page's own lists, in order. */
export function VtcPage({ title, lists }: { title: string; lists: readonly VtcList[] }) {
  const data = useOptionalUserData();
  return (
    <div className="provider-page">
      <PageTitle>{title}</PageTitle>
      <OfflineHint />
      {data ? <VtcBody data={data} lists={lists} /> : <Spinner />}
    </div>
  );
}

function VtcBody({ data, lists }: { data: UserData; lists: readonly VtcList[] }) {
  const now = useNow(data.clock);
  // Every tab's size: the tabs' labels, and each list's « … affichées sur … ».
  const counts = useTabCounts(data, now);
  return (
    <>
      <VtcNav counts={counts} />
      {lists.map((list) => (
        <TabSection
          key={list.tab}
          data={data}
          now={now}
          tab={list.tab}
          count={counts?.[list.tab]}
          title={list.title}
          section={VTC_SECTION}
          canAccept={list.canAccept ?? false}
        />
      ))}
      {lists.some((list) => list.tab === 'termines') && <ProofExportPanel data={data} now={now} />}
    </>
  );
}
