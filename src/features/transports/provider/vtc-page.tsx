import type { ReactNode } from 'react';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { OfflineHint } from '@/features/transports/driver/offline-hint';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useNow } from './use-now';
import { useTabCounts } from './use-provider-data';
import { VtcNav } from './vtc-nav';

/** Every tab's size, for the tabs' labels and the lists' « … affichées sur … »; undefined until counted. */
type TabCounts = Record<ProviderTab, number> | undefined;

/** The frame of every VTC list page: title, tabs with counts, then the page's own lists. */
export function VtcPage({
  title,
  children,
}: {
  title: string;
  children: (data: UserData, now: number, counts: TabCounts) => ReactNode;
}) {
  const data = useOptionalUserData();
  return (
    <div className="provider-page">
      <PageTitle>{title}</PageTitle>
      <OfflineHint />
      {data ? <VtcBody data={data}>{children}</VtcBody> : <Spinner />}
    </div>
  );
}

function VtcBody({
  data,
  children,
}: {
  data: UserData;
  children: (data: UserData, now: number, counts: TabCounts) => ReactNode;
}) {
  const now = useNow(data.clock);
  const counts = useTabCounts(data, now);
  return (
    <>
      <VtcNav counts={counts} />
      {children(data, now, counts)}
    </>
  );
}
