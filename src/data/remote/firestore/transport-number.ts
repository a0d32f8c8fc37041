import {
  serverTimestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { incrementedCounter } from '@/domain/counter/counter';
import { counterNameForTransport } from '@/domain/ids/counter-names';
import { isFallbackId } from '@/domain/ids/fallback-id';
import { transportId } from '@/domain/ids/formatted-id';
import type { TransportOperation } from '@/domain/sync/operation';
import { readCounterInTx } from './counter-read';

type CreateOperation = Extract<TransportOperation, { kind: 'transport.create' }>;

export interface NumberedCreation {
  op: CreateOperation;
  /** The counter write, made only if the creation is applied. */
  counter: { ref: DocumentReference; data: DocumentData } | null;
}

const normalisedType = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

const needsNumber = (raw: unknown) =>
  typeof raw !== 'string' || raw.trim() === '' || isFallbackId(raw);

/**
 * A request created offline carries a local fallback id (« TRA-… », spec §9): the server numbers it
 * (« tr_vsl_00042 ») from the counter, read and written in the creation's own transaction. Read-modify-write,
 * never increment(): a replayed creation finds the transport and never reaches this point, and a concurrent
 * creation makes the commit fail its precondition and retry with the new value. An unreadable counter keeps
 * the fallback id (spec §8: the generator failing means the fallback is used) rather than reusing a number.
 */
export async function numberCreation(
  tx: Transaction,
  db: Firestore,
  op: CreateOperation,
  now: number,
): Promise<NumberedCreation> {
  if (!needsNumber(op.transport.transport_id)) return { op, counter: null };
  const type = normalisedType(op.transport.type_transport);
  const counter = await readCounterInTx(tx, db, counterNameForTransport(type));
  if (counter === null) return { op, counter: null };
  const { ref, current } = counter;
  const next = incrementedCounter(current, 'transport', now);
  const numbered = { ...op.transport, transport_id: transportId(type, next.value) };
  return {
    op: { ...op, transport: numbered },
    counter: { ref, data: { value: next.value, lastUpdated: serverTimestamp(), type: next.type } },
  };
}
