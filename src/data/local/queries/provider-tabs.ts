import type { AppDb } from '@/data/local/db/app-db';
import type { TransportRow } from '@/data/local/db/transport-row';
import { countRanges, readRange, readRanges } from '@/data/local/queries/index-range';
import {
  isOpenRequestTab,
  openRequestPageSlices,
  providerTabDirection,
  providerTabRanges,
} from '@/data/local/queries/provider-tab-ranges';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  filterProviderTab,
  PROVIDER_TABS,
  type ProviderTab,
  type TabViewer,
} from '@/domain/transport/dashboard-tabs';
import type { Transport } from '@/domain/transport/transport.schema';

/** The first rows of each open-requests slice in date order: `limit` live ones, past the expired it holds. */
function readOpenRequestPage(
  db: AppDb,
  tab: 'en-attente' | 'urgents',
  viewer: TabViewer,
  now: EpochMillis,
  limit: number,
): Promise<TransportRow[]> {
  const slices = openRequestPageSlices(tab, viewer, now);
  return db.transaction('r', db.transports, async () => {
    const pages = await Promise.all(
      slices.map(async ({ byDate, expired }) => {
        const skipped = await countRanges(db, [expired]);
        return readRange(db, byDate, { count: limit + skipped, direction: 'next' });
      }),
    );
    return pages.flat();
  });
}

/**
 * One provider tab. The index narrows, the domain decides: the slices already hold exactly the tab, and the
 * domain's filter then runs on that small set only, so the list can never disagree with the domain's rules (and
 * it applies the domain's order, PROVIDER_TAB_ORDER). With `limit`, the tab's first `limit` rides, reading about
 * that many rows per slice, each slice walked in the tab's order (providerTabDirection, openRequestPageSlices).
 */
export async function listProviderTab(
  db: AppDb,
  viewer: TabViewer,
  tab: ProviderTab,
  now: EpochMillis,
  limit?: number,
): Promise<Transport[]> {
  const first =
    limit === undefined ? undefined : { count: limit, direction: providerTabDirection(tab) };
  const rows =
    first !== undefined && isOpenRequestTab(tab)
      ? await readOpenRequestPage(db, tab, viewer, now, first.count)
      : await readRanges(db, providerTabRanges(tab, viewer, now), 'disjoint', first);
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
