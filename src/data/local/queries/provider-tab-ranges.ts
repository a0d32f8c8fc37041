import { above, atMost, exactPrefix, type IndexRange } from '@/data/local/queries/index-range';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import type { EpochMillis } from '@/domain/shared/timestamp';
import {
  PROVIDER_TAB_ORDER,
  type ProviderTab,
  type TabViewer,
} from '@/domain/transport/dashboard-tabs';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { canRoleSeeTransportType } from '@/domain/transport/visibility';

export const OPEN_REQUESTS_INDEX = '[phase+urgent+type_transport+created_at]';
/** The same open requests in the tabs' order (date, then id): where a page of them is read. */
export const OPEN_REQUESTS_BY_DATE_INDEX = '[phase+urgent+type_transport+date_transport]';
export const PROVIDER_INDEX = '[provider_org_id+phase+date_transport]';
export const DONE_ORGS_INDEX = 'done_orgs';
export const SHARED_ORGS_INDEX = 'shared_orgs';

const OPEN_URGENCY = { 'en-attente': [0, 1], urgents: [1] } as const;
export type OpenTab = keyof typeof OPEN_URGENCY;
export const isOpenRequestTab = (tab: ProviderTab): tab is OpenTab => tab in OPEN_URGENCY;

/** The [waiting, urgent, type] prefixes of an open-requests tab, for the types this role serves. */
export function openPrefixes(tab: OpenTab, viewer: TabViewer) {
  const types = TRANSPORT_TYPES.filter((type) => canRoleSeeTransportType(viewer.role, type));
  return OPEN_URGENCY[tab].flatMap((urgent) => types.map((type) => ['waiting', urgent, type]));
}

/**
 * Open requests of the types this role serves that are still inside their 24 h: created strictly after
 * now − 24 h, which is exactly the domain's « not expired » (expired when now ≥ created_at + 24 h).
 */
const openRequests = (tab: OpenTab, viewer: TabViewer, now: EpochMillis) =>
  openPrefixes(tab, viewer).map((prefix) =>
    above(OPEN_REQUESTS_INDEX, prefix, now - TRANSPORT_EXPIRY_MS),
  );

/**
 * A page of an open-requests tab, slice by slice: the slice in date order (byDate) holds its expired requests
 * too, which the tab leaves out — so its first `page + expired` rows hold the slice's first `page` live ones, and
 * `expired` is an index count (created at or before now − 24 h), no row read. Expired requests are few on a
 * device (the tab's lists drop them; the server expires them), so a page reads about `page` rows per slice.
 */
export function openRequestPageSlices(tab: OpenTab, viewer: TabViewer, now: EpochMillis) {
  return openPrefixes(tab, viewer).map((prefix) => ({
    byDate: exactPrefix(OPEN_REQUESTS_BY_DATE_INDEX, prefix),
    expired: {
      index: OPEN_REQUESTS_INDEX,
      lower: [...prefix, -Infinity],
      upper: [...prefix, now - TRANSPORT_EXPIRY_MS],
      includeLower: true,
      includeUpper: true,
    } satisfies IndexRange,
  }));
}

/**
 * The index slices holding exactly one provider tab (src/domain/transport/dashboard-tabs.ts), disjoint so that
 * their sizes add up to the tab's count. Tests hold each one equal to the domain's filter.
 */
export function providerTabRanges(
  tab: ProviderTab,
  viewer: TabViewer,
  now: EpochMillis,
): IndexRange[] {
  switch (tab) {
    case 'en-attente':
    case 'urgents':
      return openRequests(tab, viewer, now);
    case 'en-cours':
      // Not started but due (date ≤ now), or on the way: the rest of before_pickup is « À venir ».
      return [
        atMost(PROVIDER_INDEX, [viewer.orgId, 'before_pickup'], now),
        exactPrefix(PROVIDER_INDEX, [viewer.orgId, 'on_the_way']),
      ];
    case 'a-venir':
      return [above(PROVIDER_INDEX, [viewer.orgId, 'before_pickup'], now)];
    case 'termines':
      return [exactPrefix(DONE_ORGS_INDEX, [viewer.orgId])];
    case 'partages':
      return [exactPrefix(SHARED_ORGS_INDEX, [viewer.orgId])];
  }
}

/**
 * How a page of a tab walks its ranges: the date-keyed slices hold a tab in its own order (date, then id — the
 * order IndexedDB gives equal keys), forwards for the soonest-first tabs, backwards for the latest-first ones.
 * The open requests' tab ranges are keyed by created_at (their 24 h bound): their pages are read from
 * openRequestPageSlices instead.
 */
export const providerTabDirection = (tab: ProviderTab): 'next' | 'prev' =>
  PROVIDER_TAB_ORDER[tab] === 'latest-first' ? 'prev' : 'next';
