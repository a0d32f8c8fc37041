import { usePatchedLive } from '@/data/local/live-patched';
import { patchProviderTab } from '@/data/local/queries/provider-tab-patch';
import type { UserData } from '@/data/local/user-data';
import { assignedToFirst } from '@/domain/transport/assignment';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';
import { readTabList } from './use-provider-data';

/**
 * useTabList for a list the user acts on (a tab's cards, with « Accepter »): a tap shows on it from the row it
 * wrote, before the tab is read again (issue 24, tap → UI). Its own module: the dashboards' first load (the next
 * ride, read-only) does not carry the patch.
 */
export function usePatchedTabList(
  data: UserData,
  tab: ProviderTab,
  now: number,
  limit?: number,
): Transport[] | undefined {
  const read = () => readTabList(data, tab, now, limit);
  const patch = (page: Transport[] | undefined, written: readonly Transport[]) => {
    const next = page && patchProviderTab(page, written, data.viewer, tab, now, limit);
    return next ? assignedToFirst(next, data.viewer.uid) : null;
  };
  return usePatchedLive(data.db, read, patch, [data, tab], undefined, [now, limit]);
}
