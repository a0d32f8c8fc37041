import { compareCodeUnits } from '@/domain/shared/compare';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { isExpired } from '@/domain/transport/expiry';
import { isUrgentPriority } from '@/domain/transport/priority';
import { hasResponseFrom } from '@/domain/transport/responses.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { isInProgress, isTerminal, isWaiting } from '@/domain/transport/transport-status';
import { canRoleSeeTransportType, type Viewer } from '@/domain/transport/visibility';

/** Provider transport tabs (spec §2), en-attente first as the default. */
export const PROVIDER_TABS = [
  'en-attente',
  'en-cours',
  'a-venir',
  'termines',
  'partages',
  'urgents',
] as const;
export type ProviderTab = (typeof PROVIDER_TABS)[number];

export const PROVIDER_TAB_LABELS: Record<ProviderTab, string> = {
  'en-attente': 'En attente',
  'en-cours': 'En cours',
  'a-venir': 'À venir',
  termines: 'Terminés',
  partages: 'Partagés',
  urgents: 'Urgents',
};

export type TabViewer = Pick<Viewer, 'role' | 'orgId'>;
type TabFilter = (transport: Transport, viewer: TabViewer, now: EpochMillis) => boolean;

/** An open request this provider could take: waiting, of a type its role serves, not past its 24 h. */
const openFor: TabFilter = (t, viewer, now) =>
  isWaiting(t.etat) && canRoleSeeTransportType(viewer.role, t.type_transport) && !isExpired(t, now);
const mine = (t: Transport, viewer: TabViewer) => t.provider_org_id === viewer.orgId;
const BEFORE_PICKUP = ['accepted', 'confirmed', 'assigned'];
/** Taken but not started, and not due yet: « À venir ». Every other taken ride is « En cours » — never both. */
const upcoming = (t: Transport, now: EpochMillis) =>
  BEFORE_PICKUP.includes(t.etat) && t.date_transport > now;

const TAB_FILTERS: Record<ProviderTab, TabFilter> = {
  'en-attente': openFor,
  'en-cours': (t, viewer, now) => isInProgress(t.etat) && mine(t, viewer) && !upcoming(t, now),
  'a-venir': (t, viewer, now) => upcoming(t, now) && mine(t, viewer),
  // Involving my organisation: I carried it, requested it, or answered it.
  termines: (t, viewer) =>
    isTerminal(t.etat) &&
    (mine(t, viewer) ||
      t.requester_org_id === viewer.orgId ||
      hasResponseFrom(t.responses, viewer.orgId)),
  // « Partagés »: requests my organisation answered (interested, accepted or declined in `responses`) that
  // another provider holds or that are still open — shared with us, not ours.
  partages: (t, viewer) => hasResponseFrom(t.responses, viewer.orgId) && !mine(t, viewer),
  urgents: (t, viewer, now) => openFor(t, viewer, now) && isUrgentPriority(t.priorite),
};

/**
 * Which end of a tab comes first. The tabs of work at hand start with the soonest ride. « Terminés » and
 * « Partagés » only ever grow (years of rides on a busy device) and are shown a page at a time: they start with
 * the latest date, so their first page is what happened last, not the device's oldest rides.
 */
export const PROVIDER_TAB_ORDER: Record<ProviderTab, 'soonest-first' | 'latest-first'> = {
  'en-attente': 'soonest-first',
  'en-cours': 'soonest-first',
  'a-venir': 'soonest-first',
  termines: 'latest-first',
  partages: 'latest-first',
  urgents: 'soonest-first',
};

/**
 * By date_transport, the id breaking ties (code-unit order) so the order never depends on input order. Takes
 * anything with a date and an id: the device sorts index keys with it before loading a row (nearby requests).
 */
export const soonestFirst = (
  a: Pick<Transport, 'date_transport' | 'id'>,
  b: Pick<Transport, 'date_transport' | 'id'>,
) => a.date_transport - b.date_transport || compareCodeUnits(a.id, b.id);
// Latest-first is the exact reverse (ties too): the same index walked the other way.
const latestFirst = (a: Transport, b: Transport) => soonestFirst(b, a);

/** The comparator of a tab's order (PROVIDER_TAB_ORDER). */
export const providerTabCompare = (tab: ProviderTab) =>
  PROVIDER_TAB_ORDER[tab] === 'latest-first' ? latestFirst : soonestFirst;

/** Whether one transport is in a tab. */
export const isInProviderTab = (
  tab: ProviderTab,
  transport: Transport,
  viewer: TabViewer,
  now: EpochMillis,
) => TAB_FILTERS[tab](transport, viewer, now);

/** The transports of one tab, in the tab's order (PROVIDER_TAB_ORDER). */
export function filterProviderTab(
  tab: ProviderTab,
  transports: readonly Transport[],
  viewer: TabViewer,
  now: EpochMillis,
): Transport[] {
  return transports
    .filter((transport) => isInProviderTab(tab, transport, viewer, now))
    .sort(providerTabCompare(tab));
}

export function countProviderTabs(
  transports: readonly Transport[],
  viewer: TabViewer,
  now: EpochMillis,
): Record<ProviderTab, number> {
  const entries = PROVIDER_TABS.map((tab) => [
    tab,
    filterProviderTab(tab, transports, viewer, now).length,
  ]);
  return Object.fromEntries(entries) as Record<ProviderTab, number>;
}
