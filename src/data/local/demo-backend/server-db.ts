import Dexie, { type EntityTable } from 'dexie';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';

/**
 * The demo backend's "server": its own IndexedDB database, separate from the device mirror, shared by every tab
 * of the browser profile. Documents are stored raw (`data: unknown`), as Firestore holds whatever was written:
 * readers parse them with the domain schemas and skip what is malformed (ARCHITECTURE §4).
 */
export const DEMO_SERVER_DB_NAME = 'transport-sanitaire-serveur-demo';

/** A transport document with the server time of its last write: its place in pull order. */
export interface TransportRow {
  id: string;
  data: unknown;
  syncTs: ServerTimestamp;
}

export interface DocumentRow {
  id: string;
  data: unknown;
}

export interface NotificationRow extends DocumentRow {
  syncTs: ServerTimestamp;
}

export interface CounterRow {
  id: string;
  value: number;
  lastUpdated: number | null;
  type: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type ServerDb = Dexie & {
  transport: EntityTable<TransportRow, 'id'>;
  users: EntityTable<DocumentRow, 'id'>;
  patients: EntityTable<DocumentRow, 'id'>;
  notifications: EntityTable<NotificationRow, 'id'>;
  counters: EntityTable<CounterRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
};

/** Pull order (syncTs, id) as one IndexedDB key: arrays compare element by element, like compareCheckpoints. */
export const SYNC_ORDER_INDEX = '[syncTs.seconds+syncTs.nanoseconds+id]';

export function openServerDb(name: string = DEMO_SERVER_DB_NAME): ServerDb {
  const db = new Dexie(name) as ServerDb;
  db.version(1).stores({
    transport: `&id, ${SYNC_ORDER_INDEX}`,
    users: '&id',
    patients: '&id',
    notifications: `&id, ${SYNC_ORDER_INDEX}`,
    counters: '&id',
    meta: '&key',
  });
  return db;
}

/** The index key of a pull position. */
export const syncOrderKey = (ts: ServerTimestamp, id: string): [number, number, string] => [
  ts.seconds,
  ts.nanoseconds,
  id,
];
