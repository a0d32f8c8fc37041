import {
  collection,
  doc,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import type { RemoteDocument } from '@/data/ports';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import {
  parseTransport,
  TRANSPORT_COLLECTION,
  type Transport,
} from '@/domain/transport/transport.schema';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { withServerTimes } from './server-times';

/** Top-level dates are stored as Firestore Timestamps (queries and rules compare them as times). */
const DATE_FIELDS = ['date_transport', 'date_expiration', 'created_at', 'updated_at'] as const;

export const transportsOf = (db: Firestore) => collection(db, TRANSPORT_COLLECTION);
export const transportRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, TRANSPORT_COLLECTION, id);

/** Domain fields → stored fields: dates as Timestamps, no undefined (Firestore refuses them). */
export function encodeTransportFields(fields: Partial<Transport>): DocumentData {
  const data: Record<string, unknown> = stripUndefined({ ...fields });
  for (const key of DATE_FIELDS) {
    const value = data[key];
    if (typeof value === 'number') data[key] = Timestamp.fromMillis(value);
  }
  return data;
}

/** The pull position of a stored document: its updated_at at full precision (never milliseconds). */
export function syncTsOf(raw: DocumentData): ServerTimestamp | null {
  const value: unknown = raw.updated_at;
  return value instanceof Timestamp
    ? { seconds: value.seconds, nanoseconds: value.nanoseconds }
    : null;
}

/** A stored transport read by the domain; null (logged, never thrown) when malformed (ARCHITECTURE §4). */
export function readTransport(id: string, raw: DocumentData): Transport | null {
  const parsed = parseTransport(id, withServerTimes(raw));
  if (parsed.ok) return parsed.value;
  console.warn('[firestore] transport illisible ignoré', parsed.error);
  return null;
}

/** The port's view of a stored transport; null when unreadable or lacking a server updated_at. */
export function toRemoteDocument(id: string, raw: DocumentData): RemoteDocument<Transport> | null {
  const syncTs = syncTsOf(raw);
  if (syncTs === null) {
    console.warn('[firestore] transport sans updated_at serveur ignoré', { id });
    return null;
  }
  const data = readTransport(id, raw);
  return data === null ? null : { id, data, syncTs };
}
