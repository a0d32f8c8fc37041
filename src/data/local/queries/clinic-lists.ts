import type { AppDb } from '@/data/local/db/app-db';
import { IN_PROGRESS_PHASES, type TransportPhase } from '@/data/local/db/transport-phase';
import {
  countRanges,
  exactPrefix,
  firstRows,
  readRanges,
  type IndexRange,
} from '@/data/local/queries/index-range';
import { compareCodeUnits } from '@/domain/shared/compare';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';

/** The clinic's lists of its own organisation's requests (route slugs). */
export const CLINIC_LISTS = ['toutes', 'en-attente', 'en-cours', 'terminees'] as const;
export type ClinicList = (typeof CLINIC_LISTS)[number];

export const CLINIC_LIST_LABELS: Record<ClinicList, string> = {
  toutes: 'Toutes',
  'en-attente': 'En attente',
  'en-cours': 'En cours',
  terminees: 'Terminées',
};

const REQUESTER_INDEX = '[requester_org_id+phase+created_at]';

const PHASES: Record<ClinicList, readonly TransportPhase[]> = {
  toutes: ['waiting', ...IN_PROGRESS_PHASES, 'done'],
  'en-attente': ['waiting'],
  'en-cours': IN_PROGRESS_PHASES,
  terminees: ['done'],
};

export type ClinicViewer = Pick<Viewer, 'orgId'>;

/** The index slices of one list, one per phase (disjoint: their sizes add up to the count). */
export const clinicRanges = (list: ClinicList, viewer: ClinicViewer): IndexRange[] =>
  PHASES[list].map((phase) => exactPrefix(REQUESTER_INDEX, [viewer.orgId, phase]));

/**
 * Newest request first: what a clinic looks for is what it just asked for. Exactly the reverse of the index's
 * order, equal creation times included (ids descending), so a page is read walking each range backwards.
 */
const newestFirst = (a: Transport, b: Transport) =>
  b.created_at - a.created_at || compareCodeUnits(b.id, a.id);

/** The list, or with `limit` its first `limit` requests, reading at most that many rows per phase. */
export async function listClinic(
  db: AppDb,
  viewer: ClinicViewer,
  list: ClinicList,
  limit?: number,
): Promise<Transport[]> {
  const first = limit === undefined ? undefined : { count: limit, direction: 'prev' as const };
  const rows = await readRanges(db, clinicRanges(list, viewer), 'disjoint', first);
  return firstRows(
    rows.map((row) => row.view),
    newestFirst,
    limit,
  );
}

export async function countClinicLists(
  db: AppDb,
  viewer: ClinicViewer,
): Promise<Record<ClinicList, number>> {
  const counts = await db.transaction('r', db.transports, () =>
    Promise.all(CLINIC_LISTS.map((list) => countRanges(db, clinicRanges(list, viewer)))),
  );
  return Object.fromEntries(
    CLINIC_LISTS.map((list, index) => [list, counts[index] ?? 0]),
  ) as Record<ClinicList, number>;
}
