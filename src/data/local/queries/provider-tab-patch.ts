import { patchPage } from '@/data/local/queries/page-patch';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  isInProviderTab,
  providerTabCompare,
  type ProviderTab,
  type TabViewer,
} from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * listProviderTab's answer once `written` (rows a tap just wrote) replaced their previous versions, from the page
 * on screen alone; null when only a read can tell (patchPage).
 */
export function patchProviderTab(
  page: readonly Transport[],
  written: readonly Transport[],
  viewer: TabViewer,
  tab: ProviderTab,
  now: EpochMillis,
  limit?: number,
): Transport[] | null {
  return patchPage(page, written, {
    belongs: (transport) => isInProviderTab(tab, transport, viewer, now),
    order: providerTabCompare(tab),
    limit,
  });
}
