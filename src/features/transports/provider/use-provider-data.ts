import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';

/** One tab's transports, followed live; undefined until the first read. */
export function useTabList(data: UserData, tab: ProviderTab, now: number): Transport[] | undefined {
  return useLive(() => data.queries.listTab(data.viewer, tab, now), [data, tab], undefined, [now]);
}

/** Every tab's count (index counts only, cheap enough to show in each label). */
export function useTabCounts(data: UserData, now: number): Record<ProviderTab, number> | undefined {
  return useLive(() => data.queries.countTabs(data.viewer, now), [data], undefined, [now]);
}

/** Unsynced changes per transport id, for the cards' « en attente de synchronisation » mark. */
export function usePendingCounts(data: UserData): Record<string, number> {
  return useLive(() => data.queries.pendingCountByTransport(), [data], {});
}
