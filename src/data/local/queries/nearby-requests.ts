import type { AppDb } from '@/data/local/db/app-db';
import type { PickupKey, TransportRow } from '@/data/local/db/transport-row';
import { HIGHEST } from '@/data/local/queries/index-range';
import { openPrefixes, type OpenTab } from '@/data/local/queries/provider-tab-ranges';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { filterProviderTab, soonestFirst, type TabViewer } from '@/domain/transport/dashboard-tabs';
import type { Coordinates } from '@/domain/transport/geo';
import { arrangeByPickup, type RideDistance } from '@/domain/transport/nearby';
import type { Transport } from '@/domain/transport/transport.schema';

/** Open requests by type with their creation (the 24 h bound), date (the tab's order) and pickup in the key. */
export const NEARBY_INDEX = '[phase+urgent+type_transport+created_at+date_transport+pickup]';

export interface NearbyAround {
  /** The organisation's base; null when unknown (nothing sorted nor filtered, the tab's order kept). */
  base: Coordinates | null;
  radiusKm: number;
}

/** How many rides of each list to load and return (the lists' pages). */
export interface NearbyLimits {
  inZone: number;
  outOfZone: number;
  unlocated: number;
}

/** The three lists of NearbySection, each cut to its limit, with the whole lists' sizes. */
export interface NearbyPage {
  inZone: RideDistance<Transport>[];
  outOfZone: RideDistance<Transport>[];
  unlocated: RideDistance<Transport>[];
  counts: Record<keyof NearbyLimits, number>;
}

type NearbyKey = [
  phase: string,
  urgent: number,
  type: string,
  createdAt: number,
  date: number,
  pickup: PickupKey,
];

interface KeyEntry {
  id: string;
  date_transport: number;
  pickup: PickupKey;
}

const pickupOf = (entry: KeyEntry): Coordinates | null =>
  entry.pickup === 0 ? null : { lat: entry.pickup[0], lng: entry.pickup[1] };

/**
 * Every live open request of the tab as index keys only (id, date, pickup): no row is loaded. Created strictly
 * after now − 24 h, as providerTabRanges bounds the tab: past the created_at component, [floor, HIGHEST] is above
 * every key created at `floor` exactly.
 */
async function tabKeys(
  db: AppDb,
  tab: OpenTab,
  viewer: TabViewer,
  now: EpochMillis,
): Promise<KeyEntry[]> {
  const floor = now - TRANSPORT_EXPIRY_MS;
  const entries: KeyEntry[] = [];
  await Promise.all(
    openPrefixes(tab, viewer).map((prefix) =>
      db.transports
        .where(NEARBY_INDEX)
        .between([...prefix, floor, HIGHEST], [...prefix, HIGHEST], false, true)
        .eachKey((key, cursor) => {
          const [, , , , date, pickup] = key as unknown as NearbyKey;
          entries.push({ id: cursor.primaryKey as string, date_transport: date, pickup });
        }),
    ),
  );
  return entries;
}

/**
 * « En attente » / « Urgents » around the base (issue 15), the first screen bounded (issue 24): the whole tab is
 * arranged from its index keys by the domain's own rules (tab order, then arrangeByPickup), and only the rides of
 * each list's page are loaded. The domain's tab filter still has the last word on the loaded rows.
 */
export async function listNearbyRequests(
  db: AppDb,
  viewer: TabViewer,
  tab: OpenTab,
  now: EpochMillis,
  around: NearbyAround,
  limits: NearbyLimits,
): Promise<NearbyPage> {
  return db.transaction('r', db.transports, async () => {
    const keys = (await tabKeys(db, tab, viewer, now)).sort(soonestFirst);
    const arranged = arrangeByPickup(keys, pickupOf, around.base, around.radiusKm);
    const pages = {
      inZone: arranged.inZone.slice(0, Math.max(0, limits.inZone)),
      outOfZone: arranged.outOfZone.slice(0, Math.max(0, limits.outOfZone)),
      unlocated: arranged.unlocated.slice(0, Math.max(0, limits.unlocated)),
    };
    const wanted = [...pages.inZone, ...pages.outOfZone, ...pages.unlocated];
    const rows = await db.transports.bulkGet(wanted.map((item) => item.ride.id));
    const loaded = rows.filter((row): row is TransportRow => row !== undefined);
    const inTab = new Map(
      filterProviderTab(
        tab,
        loaded.map((row) => row.view),
        viewer,
        now,
      ).map((ride) => [ride.id, ride]),
    );
    const withRides = (items: RideDistance<KeyEntry>[]) =>
      items.flatMap(({ ride, km }) => {
        const transport = inTab.get(ride.id);
        return transport === undefined ? [] : [{ ride: transport, km }];
      });
    return {
      inZone: withRides(pages.inZone),
      outOfZone: withRides(pages.outOfZone),
      unlocated: withRides(pages.unlocated),
      counts: {
        inZone: arranged.inZone.length,
        outOfZone: arranged.outOfZone.length,
        unlocated: arranged.unlocated.length,
      },
    };
  });
}
