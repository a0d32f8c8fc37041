import type { AppDb } from '@/data/local/db/app-db';
import { FIRST_PAGE_KEY_PREFIX } from '@/data/local/db/meta-keys';
import type { NearbyPage } from '@/data/local/queries/nearby-requests';
import type { OpenTab } from '@/data/local/queries/provider-tab-ranges';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { filterProviderTab, type TabViewer } from '@/domain/transport/dashboard-tabs';
import type { RideDistance } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * The nearby tab's first screen as last shown (issue 24), one small meta row per tab: at the next start it is drawn
 * at once, before the live read (every key of the tab) answers and takes its place. Cleared with the patient
 * data (it shows names). Only ever a placeholder: the live read has the last word a moment later.
 */
interface StoredNearbyPage {
  orgId: string;
  role: string;
  radiusKm: number;
  page: NearbyPage;
}

const keyOf = (tab: OpenTab) => `${FIRST_PAGE_KEY_PREFIX}nearby:${tab}`;

const isStored = (value: unknown): value is StoredNearbyPage => {
  const page = (value as Partial<StoredNearbyPage> | undefined)?.page;
  return (
    Array.isArray(page?.inZone) &&
    Array.isArray(page.outOfZone) &&
    Array.isArray(page.unlocated) &&
    typeof page.counts === 'object'
  );
};

/**
 * The stored first screen of this viewer's tab, or null. Rides that left the tab since (expired by now) are
 * dropped by the domain's filter; the counts stay as they were until the live read.
 */
export async function readNearbyFirstPage(
  db: AppDb,
  viewer: TabViewer,
  tab: OpenTab,
  now: EpochMillis,
  radiusKm: number,
): Promise<NearbyPage | null> {
  const row = await db.meta.get(keyOf(tab));
  const stored = row?.value;
  if (!isStored(stored)) return null;
  if (stored.orgId !== viewer.orgId || stored.role !== viewer.role) return null;
  if (stored.radiusKm !== radiusKm) return null;
  const { page } = stored;
  const rides = [...page.inZone, ...page.outOfZone, ...page.unlocated].map((item) => item.ride);
  const inTab = new Set(filterProviderTab(tab, rides, viewer, now).map((ride) => ride.id));
  const kept = (items: RideDistance<Transport>[]) =>
    items.filter((item) => inTab.has(item.ride.id));
  return {
    inZone: kept(page.inZone),
    outOfZone: kept(page.outOfZone),
    unlocated: kept(page.unlocated),
    counts: page.counts,
  };
}

/** Stores the first `size` rides of each list of a live result (the first screen, not the pages shown more). */
export async function saveNearbyFirstPage(
  db: AppDb,
  viewer: TabViewer,
  tab: OpenTab,
  radiusKm: number,
  page: NearbyPage,
  size: number,
): Promise<void> {
  const value: StoredNearbyPage = {
    orgId: viewer.orgId,
    role: viewer.role,
    radiusKm,
    page: {
      inZone: page.inZone.slice(0, size),
      // The far list opens on demand only: never part of a first screen.
      outOfZone: [],
      unlocated: page.unlocated.slice(0, size),
      counts: page.counts,
    },
  };
  await db.meta.put({ key: keyOf(tab), value });
}
