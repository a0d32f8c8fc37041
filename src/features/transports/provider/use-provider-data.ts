import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { assignedToFirst } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * One tab's transports (with `limit`, its first rides only), followed live; undefined until the first read.
 * The clock and the limit only say when to read again: the rows on screen stay meanwhile, no blink. A driver finds
 * the rides assigned to them first (issue 13).
 */
export function useTabList(
  data: UserData,
  tab: ProviderTab,
  now: number,
  limit?: number,
): Transport[] | undefined {
  const read = async () =>
    assignedToFirst(await data.queries.listTab(data.viewer, tab, now, limit), data.viewer.uid);
  return useLive(read, [data, tab], undefined, [now, limit]);
}

/** Every tab's count (index counts only, cheap enough to show in each label). */
export function useTabCounts(data: UserData, now: number): Record<ProviderTab, number> | undefined {
  return useLive(() => data.queries.countTabs(data.viewer, now), [data], undefined, [now]);
}
