import type { AppDb } from '@/data/local/db/app-db';
import { countRanges, readRanges } from '@/data/local/queries/index-range';
import { providerTabDirection, providerTabRanges } from '@/data/local/queries/provider-tab-ranges';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  filterProviderTab,
  PROVIDER_TABS,
  type ProviderTab,
  type TabViewer,
} from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * One provider tab. The index narrows, the domain decides: the slices already hold exactly the tab, and the
 * domain's filter then runs on that small set only, so the list can never disagree with the domain's rules (and
 * it applies the domain's order, PROVIDER_TAB_ORDER). With `limit`, the tab's first `limit` rides, reading at
 * most that many rows per slice where the slices are date-ordered (providerTabDirection).
 */
export async function listProviderTab(
  db: AppDb,
  viewer: TabViewer,
  tab: ProviderTab,
  now: EpochMillis,
  limit?: number,
): Promise<Transport[]> {
  const direction = providerTabDirection(tab);
  const first = limit === undefined || direction === null ? undefined : { count: limit, direction };
  const rows = await readRanges(db, providerTabRanges(tab, viewer, now), 'disjoint', first);
  const listed = filterProviderTab(
    tab,
    rows.map((row) => row.view),
    viewer,
    now,
  );
  return limit === undefined ? listed : listed.slice(0, limit);
}

/** Tab label counts, from index counts only (no row is loaded). */
export async function countProviderTabs(
  db: AppDb,
  viewer: TabViewer,
  now: EpochMillis,
): Promise<Record<ProviderTab, number>> {
  // One read transaction: the six counts describe the same moment.
  const counts = await db.transaction('r', db.transports, () =>
    Promise.all(PROVIDER_TABS.map((tab) => countRanges(db, providerTabRanges(tab, viewer, now)))),
  );
  return Object.fromEntries(PROVIDER_TABS.map((tab, index) => [tab, counts[index] ?? 0])) as Record<
    ProviderTab,
    number
  >;
}
