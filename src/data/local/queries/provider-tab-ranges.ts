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
export const PROVIDER_INDEX = '[provider_org_id+phase+date_transport]';
export const DONE_ORGS_INDEX = 'done_orgs';
export const SHARED_ORGS_INDEX = 'shared_orgs';

/**
 * Open requests of the types this role serves that are still inside their 24 h: created strictly after
 * now − 24 h, which is exactly the domain's « not expired » (expired when now ≥ created_at + 24 h).
 */
function openRequests(viewer: TabViewer, now: EpochMillis, urgency: readonly (0 | 1)[]) {
  const types = TRANSPORT_TYPES.filter((type) => canRoleSeeTransportType(viewer.role, type));
  return urgency.flatMap((urgent) =>
    types.map((type) =>
      above(OPEN_REQUESTS_INDEX, ['waiting', urgent, type], now - TRANSPORT_EXPIRY_MS),
    ),
  );
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
      return openRequests(viewer, now, [0, 1]);
    case 'urgents':
      return openRequests(viewer, now, [1]);
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
 * The open requests are keyed by created_at (their 24 h bound), not by date: null, their slices are read whole
 * — at most a day of requests — and cut after the domain's sort.
 */
export function providerTabDirection(tab: ProviderTab): 'next' | 'prev' | null {
  if (tab === 'en-attente' || tab === 'urgents') return null;
  return PROVIDER_TAB_ORDER[tab] === 'latest-first' ? 'prev' : 'next';
}
