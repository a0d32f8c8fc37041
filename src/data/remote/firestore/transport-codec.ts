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
import {
  coarseCoordinates,
  identityOf,
  TRANSPORT_PRIVATE_COLLECTION,
  transportIdentitySchema,
  type TransportIdentity,
} from '@/domain/transport/transport-privacy';
import { vtcEligibility } from '@/domain/transport/prescribed-mode';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { withServerTimes } from './server-times';

/** Top-level dates are stored as Firestore Timestamps (queries and rules compare them as times). */
const DATE_FIELDS = ['date_transport', 'date_expiration', 'created_at', 'updated_at'] as const;

export const transportsOf = (db: Firestore) => collection(db, TRANSPORT_COLLECTION);
export const transportRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, TRANSPORT_COLLECTION, id);

/** The identity part of a ride (patient, streets, exact coordinates): readable by its parties only. */
export const privateRef = (db: Firestore, id: string): DocumentReference =>
  doc(db, TRANSPORT_PRIVATE_COLLECTION, id);

/**
 * The shared part of an address or of the medical information: what a provider sees before accepting. Called
 * only on fields present in the write (an update writes the fields it changed).
 */
function sharedOnly(fields: Partial<Transport>): Record<string, unknown> {
  const {
    patient_info: _patient,
    commentaires: _comments,
    prescription: _prescription,
    identity_withheld: _withheld,
    ...shared
  } = fields;
  const data: Record<string, unknown> = { ...shared };
  for (const key of ['adresse_depart', 'adresse_arrivee'] as const) {
    const address = fields[key];
    if (address) {
      const { rue: _street, ...town } = address;
      data[key] = { ...town, coordonnees: coarseCoordinates(address.coordonnees) };
    }
  }
  if (fields.informations_medicales) {
    const { pathologie: _pathology, ...needs } = fields.informations_medicales;
    data.informations_medicales = needs;
  }
  return data;
}

/**
 * Domain fields → the shared document's fields: identity left out (it goes to transportPrivate), dates as
 * Timestamps, no undefined (Firestore refuses them).
 */
export function encodeTransportFields(fields: Partial<Transport>, whole = false): DocumentData {
  const data: Record<string, unknown> = stripUndefined(sharedOnly(fields));
  // Issue 22: a whole ride, or a write of its prescribed mode, states whether VTC companies may receive it.
  if (whole || 'prescribed_mode' in fields) {
    Object.assign(data, vtcEligibility(fields.prescribed_mode ?? null));
  }
  for (const key of DATE_FIELDS) {
    const value = data[key];
    if (typeof value === 'number') data[key] = Timestamp.fromMillis(value);
  }
  return data;
}

/** The private document of a ride (without its updated_at, which the writer stamps). */
export const encodeIdentity = (transport: Transport): DocumentData =>
  stripUndefined({ ...identityOf(transport) });

/** A stored private document; null (logged) when malformed. */
export function readIdentity(id: string, raw: DocumentData): TransportIdentity | null {
  const parsed = transportIdentitySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('[firestore] identité de transport illisible ignorée', { id });
  return null;
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
