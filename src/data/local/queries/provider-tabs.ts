import type { AppDb } from '@/data/local/db/app-db';
import { countRanges, readRanges } from '@/data/local/queries/index-range';
import { providerTabRanges } from '@/data/local/queries/provider-tab-ranges';
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
 * it applies the domain's order: date, then id).
 */
export async function listProviderTab(
  db: AppDb,
  viewer: TabViewer,
  tab: ProviderTab,
  now: EpochMillis,
): Promise<Transport[]> {
  const rows = await readRanges(db, providerTabRanges(tab, viewer, now));
  return filterProviderTab(
    tab,
    rows.map((row) => row.view),
    viewer,
    now,
  );
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
