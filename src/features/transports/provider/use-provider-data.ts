import { useEffect, useRef, useState } from 'react';
import { useLive } from '@/data/local/live';
import type { NearbyLimits, NearbyPage, OpenTab } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';
import type { ProviderTab } from '@/domain/transport/dashboard-tabs';
import { assignedToFirst } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import { LIST_PAGE_SIZE } from '@/features/transports/shared/list-page';
import type { ProviderBase } from './use-provider-base';

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
  return useLive(() => readTabList(data, tab, now, limit), [data, tab], undefined, [now, limit]);
}

/** One tab's read as its lists show it: the viewer's own assigned rides first. */
export const readTabList = async (
  data: UserData,
  tab: ProviderTab,
  now: number,
  limit?: number,
): Promise<Transport[]> =>
  assignedToFirst(await data.queries.listTab(data.viewer, tab, now, limit), data.viewer.uid);

/** Every tab's count (index counts only, cheap enough to show in each label). */
export function useTabCounts(data: UserData, now: number): Record<ProviderTab, number> | undefined {
  return useLive(() => data.queries.countTabs(data.viewer, now), [data], undefined, [now]);
}

/**
 * An open-requests tab around the base (NearbySection): each list's first rides and the lists' sizes, followed
 * live. The live read waits for the base (a first screen in date order, then re-sorted, would show other cards
 * first) and loads only the rides on screen; until it answers, the first screen last shown on this device is drawn
 * (issue 24: the first card no longer waits for the whole tab). Undefined when there is neither. Open requests are
 * nobody's yet: no « assigned to me first » here.
 */
export function useNearbyTab(
  data: UserData,
  tab: OpenTab,
  now: number,
  base: ProviderBase,
  radiusKm: number,
  limits: NearbyLimits,
): NearbyPage | undefined {
  const stored = useStoredNearbyTab(data, tab, now, radiusKm);
  const around = base.status === 'known' ? base.base : null;
  const read = async () =>
    base.status === 'loading'
      ? undefined
      : data.queries.nearbyTab(data.viewer, tab, now, { base: around, radiusKm }, limits);
  // The base and the pages only say when to read again: the cards on screen stay meanwhile.
  const live = useLive(read, [data, tab, radiusKm], undefined, [
    base.status,
    around?.lat,
    around?.lng,
    now,
    limits.inZone,
    limits.outOfZone,
    limits.unlocated,
  ]);
  useRememberNearbyTab(data, tab, radiusKm, live);
  return live ?? stored;
}

/** The stored first screen, read once when the section opens (a get of one row). */
function useStoredNearbyTab(data: UserData, tab: OpenTab, now: number, radiusKm: number) {
  const [stored, setStored] = useState<{ key: unknown[]; page: NearbyPage } | null>(null);
  const key = [data, tab, radiusKm];
  const [openedAt] = useState(now);
  useEffect(() => {
    let live = true;
    data.queries
      .storedNearbyTab(data.viewer, tab, openedAt, radiusKm)
      .catch(() => null)
      .then((page) => {
        if (live && page !== null) setStored({ key: [data, tab, radiusKm], page });
      });
    return () => {
      live = false;
    };
  }, [data, tab, radiusKm, openedAt]);
  return stored && stored.key.every((part, index) => part === key[index]) ? stored.page : undefined;
}

const signatureOf = (page: NearbyPage) =>
  JSON.stringify([
    page.counts,
    ...[page.inZone, page.unlocated].map((list) =>
      list.slice(0, LIST_PAGE_SIZE).map((item) => [item.ride.id, item.ride.updated_at, item.km]),
    ),
  ]);

/** Keeps each new first screen of the live read for the next start; unchanged ones are not written again. */
function useRememberNearbyTab(
  data: UserData,
  tab: OpenTab,
  radiusKm: number,
  page: NearbyPage | undefined,
) {
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (page === undefined) return;
    const signature = signatureOf(page);
    if (signature === written.current) return;
    written.current = signature;
    // A cache: a failed write (storage full) only costs the next start its placeholder.
    data.queries
      .rememberNearbyTab(data.viewer, tab, radiusKm, page, LIST_PAGE_SIZE)
      .catch(() => undefined);
  }, [data, tab, radiusKm, page]);
}
