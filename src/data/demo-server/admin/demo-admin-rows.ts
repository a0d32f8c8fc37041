import type { AdminCollection } from '@/data/admin/admin-store';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';

/** A server-db row of any admin collection: most hold `{ id, data }`, counters their fields at the top. */
export type AnyRow = { id: string } & Record<string, unknown>;

/** Stored in the organisations table, told apart by `collection` (as in Firestore's collections). */
export const ORGANISATION_COLLECTIONS: ReadonlySet<AdminCollection> = new Set([
  'ambulanceCompanies',
  'clinics',
  'vtcCompanies',
]);
/** Pulled by devices: every write gets a new server time, as Firestore's updated_at orders pulls. */
export const SYNCED_COLLECTIONS: ReadonlySet<AdminCollection> = new Set([
  'patients',
  'notifications',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The document a row holds. A subscription request row written with its fields at the top is read too. */
export function fromRow(collection: AdminCollection, row: AnyRow): Record<string, unknown> {
  if (collection === 'counters') {
    const { id: _id, ...fields } = row;
    return fields;
  }
  if (isRecord(row.data)) return row.data;
  const { id: _id, ...fields } = row;
  return fields;
}

/** The row a document is stored as, keeping the shape of the row it replaces. */
export function toRow(
  collection: AdminCollection,
  id: string,
  data: Record<string, unknown>,
  current: AnyRow | undefined,
  syncTs: ServerTimestamp | undefined,
): AnyRow {
  if (collection === 'counters') return { ...data, id };
  if (collection === 'subscriptionRequests' && current && !isRecord(current.data))
    return { ...data, id };
  const row: AnyRow = { id, data };
  if (collection === 'subscriptionRequests') row.uid = data.uid;
  if (ORGANISATION_COLLECTIONS.has(collection)) row.collection = collection;
  if (syncTs) row.syncTs = syncTs;
  return row;
}
