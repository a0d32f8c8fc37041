import {
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { COUNTERS_COLLECTION } from '@/domain/counter/counter';
import { TRANSPORT_EXPIRY_MS } from '@/domain/constants';
import { counterNameForTransport } from '@/domain/ids/counter-names';
import { fallbackTransportId } from '@/domain/ids/fallback-id';
import { transportId } from '@/domain/ids/formatted-id';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportType } from '@/domain/transport/transport-type';
import type { PrescriptionInput } from '@/domain/transport/prescription.schema';
import type { Persona } from './personas';
import {
  domainTransport,
  offerData,
  offerRef,
  privateRef,
  storedPrivate,
  storedTransport,
  transportRef,
} from './transports';

export interface CreateOptions {
  id: string;
  type?: TransportType;
  /** The number its counter hands out in this batch; null: the device's TRA- fallback, no counter write. */
  number?: number | null;
  /** Changes the transport document before it is written (to break one property). */
  tamper?: (data: DocumentData) => DocumentData;
  withPrivate?: boolean;
  withOffer?: boolean;
  /** Issue 22: the prescription behind the request. */
  pmt?: PrescriptionInput;
}

export interface Creation {
  /** The documents to write, in order: transport, private part, offer, counter. */
  writes: [DocumentReference, DocumentData][];
  transport: Transport;
  opId: string;
}

export const counterRef = (db: Firestore, name: string) => doc(db, COUNTERS_COLLECTION, name);

/** The counter write of a numbering: +1, server-stamped, naming the document the number goes to. */
export const counterStep = (value: number, type: string, lastId: string) => ({
  value,
  lastUpdated: serverTimestamp(),
  type,
  last_id: lastId,
});

/**
 * Issue 21 item 1: a clinic's first entry carries the clinic's name as the ride copies it — a tamper that names
 * the clinic (and leaves the history alone) names its entry too, as the adapter would.
 */
function named(written: DocumentData, data: DocumentData): DocumentData {
  const history = written.historique_etats as DocumentData[];
  if (history !== data.historique_etats || history[0]?.updated_by_role !== 'clinique')
    return written;
  const first = { ...history[0], updated_by_name: written.requester_org_name ?? null };
  return { ...written, historique_etats: [first, ...history.slice(1)] };
}

/**
 * A new request as the design's adapter writes it: the public document (server-stamped, expiry estimated from the
 * device clock), its private part, its open offer and, when numbered, its counter.
 */
export function creationWrites(db: Firestore, creator: Persona, options: CreateOptions): Creation {
  const type = options.type ?? 'ambulance';
  const number = options.number === undefined ? 1 : options.number;
  const opId = `${options.id}-creation`;
  const base = domainTransport({
    id: options.id,
    etat: 'pending',
    type,
    creator,
    age: 0,
    ...(options.pmt ? { pmt: options.pmt } : {}),
  });
  const humanId =
    number === null
      ? fallbackTransportId({ now: () => Date.now() }, Math.random)
      : transportId(type, number);
  const transport: Transport = { ...base, transport_id: humanId };
  const data: DocumentData = {
    ...storedTransport(transport),
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
    date_expiration: Timestamp.fromMillis(Date.now() + TRANSPORT_EXPIRY_MS),
    op_server_times: { [opId]: serverTimestamp() },
  };
  const written = options.tamper ? options.tamper(data) : data;
  const writes: [DocumentReference, DocumentData][] = [
    [transportRef(db, options.id), named(written, data)],
  ];
  if (options.withPrivate !== false) {
    const secret = { ...storedPrivate(transport), updated_at: serverTimestamp() };
    writes.push([privateRef(db, options.id), secret]);
  }
  if (options.withOffer !== false) {
    const offer = { ...offerData(transport, { open: true }), created_at: serverTimestamp() };
    writes.push([offerRef(db, options.id), offer]);
  }
  if (number !== null) {
    const step = counterStep(number, 'transport', options.id);
    writes.push([counterRef(db, counterNameForTransport(type)), step]);
  }
  return { writes, transport, opId };
}

/** The same writes in one batch. */
export function creationBatch(
  db: Firestore,
  creator: Persona,
  options: CreateOptions,
): Creation & { batch: WriteBatch } {
  const creation = creationWrites(db, creator, options);
  const batch = writeBatch(db);
  for (const [ref, data] of creation.writes) batch.set(ref, data);
  return { ...creation, batch };
}
