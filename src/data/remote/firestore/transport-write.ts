import { serverTimestamp, type DocumentData } from 'firebase/firestore';
import type { Transport } from '@/domain/transport/transport.schema';
import { encodeTransportFields } from './transport-codec';
import { SERVER_TIMES_FIELD, serverTimesAfter } from './server-times';

/** Top-level fields whose value the operation changed (plain JSON values, so a text comparison is exact). */
function changedFields(before: Transport, after: Transport): Partial<Transport> {
  const keys = Object.keys(after) as (keyof Transport)[];
  const changed = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return Object.fromEntries(changed.map((key) => [key, after[key]])) as Partial<Transport>;
}

/**
 * The data of one transport write. `updated_at` is always serverTimestamp(): pull checkpoints follow the
 * server's clock, and the security rules will require `updated_at == request.time`.
 *
 * An update writes only the top-level fields that changed (tx.update replaces each of them whole), so fields
 * this app version does not know are left alone and the rules can check which keys a write touches.
 */
export function transportWrite(
  storedRaw: DocumentData | null,
  before: Transport | null,
  after: Transport,
): DocumentData {
  const times = serverTimesAfter(storedRaw, before, after);
  const stamps = times === null ? {} : { [SERVER_TIMES_FIELD]: times };
  if (before === null) {
    return {
      ...encodeTransportFields(after),
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
      ...stamps,
    };
  }
  return {
    ...encodeTransportFields(changedFields(before, after)),
    updated_at: serverTimestamp(),
    ...stamps,
  };
}
