import { serverTimestamp, Timestamp, type DocumentData } from 'firebase/firestore';
import type { Transport } from '@/domain/transport/transport.schema';
import { asRecord } from '@/domain/transport/lenient-fields';

/**
 * Exact server time of every history entry and edit, keyed by op id (our addition to the spec's transport).
 *
 * Firestore refuses serverTimestamp() inside arrays, so historique_etats[].server_timestamp and
 * modifications[].at can only hold the client's clock at delivery. A map is allowed: each write stamps
 * `op_server_times[opId] = serverTimestamp()`, which the server sets to the commit time, the very value it gives
 * `updated_at` in the same write. The adapter reads the map back over the array values, so the port hands out
 * real server times (the entry of the last write equals updated_at). The array keeps the delivery-time estimate
 * for readers that ignore the map (console, older app versions). Legacy entries without op id keep their value.
 */
export const SERVER_TIMES_FIELD = 'op_server_times';

function exactTimes(raw: DocumentData): Map<string, Timestamp> {
  const entries = Object.entries(asRecord(raw[SERVER_TIMES_FIELD]));
  return new Map(
    entries.filter((entry): entry is [string, Timestamp] => entry[1] instanceof Timestamp),
  );
}

function overlay(list: unknown, times: Map<string, Timestamp>, field: string): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) => {
    const opId = asRecord(item).op_id;
    const exact = typeof opId === 'string' ? times.get(opId) : undefined;
    return exact === undefined ? item : { ...asRecord(item), [field]: exact };
  });
}

/** The stored document with each entry's exact server time put back in place, ready for the domain's parser. */
export function withServerTimes(raw: DocumentData): DocumentData {
  const times = exactTimes(raw);
  if (times.size === 0) return raw;
  return {
    ...raw,
    historique_etats: overlay(raw.historique_etats, times, 'server_timestamp'),
    modifications: overlay(raw.modifications, times, 'at'),
  };
}

const opIdsOf = (transport: Transport | null): Set<string> =>
  new Set(
    [
      ...(transport?.historique_etats.map((entry) => entry.op_id) ?? []),
      ...(transport?.modifications.map((modification) => modification.op_id) ?? []),
    ].filter((id): id is string => id !== null),
  );

/** The op ids a write adds (history entries and edits), each to be stamped with the server's time. */
export function addedOpIds(before: Transport | null, after: Transport): string[] {
  const known = opIdsOf(before);
  return [...opIdsOf(after)].filter((id) => !known.has(id));
}

/**
 * The map to store: the one read, verbatim (the rules let a write only ADD its own op's key), plus
 * serverTimestamp() for every op id this write adds; null if none.
 */
export function serverTimesAfter(
  storedRaw: DocumentData | null,
  before: Transport | null,
  after: Transport,
): Record<string, unknown> | null {
  const added = addedOpIds(before, after);
  if (added.length === 0) return null;
  const kept = asRecord(storedRaw?.[SERVER_TIMES_FIELD]);
  return {
    ...kept,
    ...Object.fromEntries(added.map((id) => [id, serverTimestamp()])),
  };
}
