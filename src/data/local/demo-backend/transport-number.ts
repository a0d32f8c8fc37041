import { incrementedCounter } from '@/domain/counter/counter';
import { counterNameForTransport } from '@/domain/ids/counter-names';
import { isFallbackId } from '@/domain/ids/fallback-id';
import { transportId } from '@/domain/ids/formatted-id';
import type { TransportOperation } from '@/domain/sync/operation';
import type { CounterRow, ServerDb } from '@/data/local/demo-backend/server-db';

type CreateOperation = Extract<TransportOperation, { kind: 'transport.create' }>;

export interface NumberedCreation {
  op: CreateOperation;
  /** The incremented counter, to be written only if the creation is applied. */
  counter: CounterRow | null;
}

const normalisedType = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

function needsNumber(raw: unknown): boolean {
  return typeof raw !== 'string' || raw.trim() === '' || isFallbackId(raw);
}

/**
 * A request created offline carries a local fallback id (« TRA-… », spec §9): the server gives it its real number
 * (« tr_vsl_00042 ») from the transactional counter, in the same transaction as the creation, so a replayed
 * creation never consumes a second number.
 */
export async function numberCreation(
  db: ServerDb,
  op: CreateOperation,
  now: number,
): Promise<NumberedCreation> {
  if (!needsNumber(op.transport.transport_id)) return { op, counter: null };
  const type = normalisedType(op.transport.type_transport);
  const name = counterNameForTransport(type);
  const current = await db.counters.get(name);
  const counter = { id: name, ...incrementedCounter(current, 'transport', now) };
  const numbered = { ...op.transport, transport_id: transportId(type, counter.value) };
  return { op: { ...op, transport: numbered }, counter };
}
