import type { AppDb } from '@/data/local/db/app-db';
import {
  countClinicLists,
  listClinic,
  type ClinicList,
  type ClinicViewer,
} from '@/data/local/queries/clinic-lists';
import {
  getTransport,
  outboxProblems,
  pendingCountByTransport,
  type TransportDetail,
} from '@/data/local/queries/outbox-queries';
import {
  notificationQueries,
  type NotificationQueries,
  type ShownNotification,
} from '@/data/local/queries/notification-list';
import { listPatients } from '@/data/local/queries/patient-list';
import { listSeries } from '@/data/local/queries/series-rides';
import { readReassignedAway } from '@/data/local/store/rides-assigned-away';
import { countProviderTabs, listProviderTab } from '@/data/local/queries/provider-tabs';
import {
  listNearbyRequests,
  type NearbyAround,
  type NearbyLimits,
  type NearbyPage,
} from '@/data/local/queries/nearby-requests';
import type { OpenTab } from '@/data/local/queries/provider-tab-ranges';
import { readNearbyFirstPage, saveNearbyFirstPage } from '@/data/local/queries/nearby-first-page';
import { listForPatient, visibleTransports } from '@/data/local/queries/visible-transports';
import type { OutboxEntry } from '@/data/ports';
import type { Patient } from '@/domain/patient/patient.schema';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { ProviderTab, TabViewer } from '@/domain/transport/dashboard-tabs';
import { computeStatistics, type TransportStatistics } from '@/domain/transport/statistics';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';

export {
  CLINIC_LISTS,
  CLINIC_LIST_LABELS,
  type ClinicList,
} from '@/data/local/queries/clinic-lists';
export type {
  NearbyAround,
  NearbyLimits,
  NearbyPage,
  NotificationQueries,
  OpenTab,
  ShownNotification,
  TransportDetail,
};

/**
 * Everything the UI reads about transports, their notifications and the outbox; pass each call to `useLive` to
 * follow changes.
 */
export interface TransportQueries extends NotificationQueries {
  /** A tab in its order; with `limit`, only its first `limit` rides (a page: see countTabs for the total). */
  listTab(
    viewer: TabViewer,
    tab: ProviderTab,
    now: EpochMillis,
    limit?: number,
  ): Promise<Transport[]>;
  countTabs(viewer: TabViewer, now: EpochMillis): Promise<Record<ProviderTab, number>>;
  /**
   * An open-requests tab around the base, nearest first: each list's first rides (`limits`) and every list's
   * size, read from index keys, loading only the rides returned.
   */
  nearbyTab(
    viewer: TabViewer,
    tab: OpenTab,
    now: EpochMillis,
    around: NearbyAround,
    limits: NearbyLimits,
  ): Promise<NearbyPage>;
  /** The tab's first screen as last shown (a placeholder until nearbyTab answers), or null. */
  storedNearbyTab(
    viewer: TabViewer,
    tab: OpenTab,
    now: EpochMillis,
    radiusKm: number,
  ): Promise<NearbyPage | null>;
  /** Keeps the first `size` rides of each list of a nearbyTab result for the next start (no user data changes). */
  rememberNearbyTab(
    viewer: TabViewer,
    tab: OpenTab,
    radiusKm: number,
    page: NearbyPage,
    size: number,
  ): Promise<void>;
  /** A list newest first; with `limit`, only its first `limit` requests (see countClinicLists). */
  listClinic(viewer: ClinicViewer, list: ClinicList, limit?: number): Promise<Transport[]>;
  countClinicLists(viewer: ClinicViewer): Promise<Record<ClinicList, number>>;
  listForPatient(viewer: Viewer): Promise<Transport[]>;
  getTransport(id: string): Promise<TransportDetail | null>;
  statistics(viewer: Viewer): Promise<TransportStatistics>;
  outboxProblems(): Promise<OutboxEntry[]>;
  pendingCountByTransport(): Promise<Record<string, number>>;
  /** The patient records the viewer may pick from (their organisation's; all for an admin), sorted by name. */
  listPatients(viewer: Viewer): Promise<Patient[]>;
  /** Issue 22: the rides of a series the viewer sees, in session order. */
  listSeries(viewer: Viewer, seriesId: string): Promise<Transport[]>;
  /** Issue 13: whether this device dropped the ride because it was reassigned to another chauffeur. */
  wasReassignedAway(id: string): Promise<boolean>;
}

export function transportQueries(db: AppDb): TransportQueries {
  return {
    ...notificationQueries(db),
    listTab: (viewer, tab, now, limit) => listProviderTab(db, viewer, tab, now, limit),
    countTabs: (viewer, now) => countProviderTabs(db, viewer, now),
    nearbyTab: (viewer, tab, now, around, limits) =>
      listNearbyRequests(db, viewer, tab, now, around, limits),
    storedNearbyTab: (viewer, tab, now, radiusKm) =>
      readNearbyFirstPage(db, viewer, tab, now, radiusKm),
    rememberNearbyTab: (viewer, tab, radiusKm, page, size) =>
      saveNearbyFirstPage(db, viewer, tab, radiusKm, page, size),
    listClinic: (viewer, list, limit) => listClinic(db, viewer, list, limit),
    countClinicLists: (viewer) => countClinicLists(db, viewer),
    listForPatient: (viewer) => listForPatient(db, viewer),
    getTransport: (id) => getTransport(db, id),
    statistics: async (viewer) => computeStatistics(await visibleTransports(db, viewer)),
    outboxProblems: () => outboxProblems(db),
    pendingCountByTransport: () => pendingCountByTransport(db),
    listPatients: (viewer) => listPatients(db, viewer),
    listSeries: (viewer, seriesId) => listSeries(db, viewer, seriesId),
    wasReassignedAway: async (id) => (await readReassignedAway(db)).includes(id),
  };
}
