import { arrayUnion, serverTimestamp, type DocumentData } from 'firebase/firestore';
import type { Transport } from '@/domain/transport/transport.schema';
import { withoutStaffNames } from '@/domain/transport/transport-privacy';
import { stripUndefined } from '@/domain/user/strip-undefined';
import { encodeTransportFields } from './transport-codec';
import { addedOpIds, SERVER_TIMES_FIELD, serverTimesAfter } from './server-times';

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
  joinedBefore: Transport | null,
  joinedAfter: Transport,
): DocumentData {
  // Issue 21 item 1: the shared document names no clinic staff (their names go to the private part).
  const before = joinedBefore && withoutStaffNames(joinedBefore);
  const after = withoutStaffNames(joinedAfter);
  const times = serverTimesAfter(storedRaw, before, after);
  const stamps = times === null ? {} : { [SERVER_TIMES_FIELD]: times };
  if (before === null) {
    return {
      ...encodeTransportFields(after, true),
      created_at: serverTimestamp(),
      updated_at: serverTimestamp(),
      ...stamps,
    };
  }
  const data: DocumentData = {
    ...encodeTransportFields(changedFields(before, after)),
    updated_at: serverTimestamp(),
    ...stamps,
  };
  for (const log of APPEND_ONLY) {
    if (log in data) data[log] = appended(storedRaw, log, before[log], after[log]);
  }
  return data;
}

/** The logs the security rules hold append-only: what is stored must be written back exactly as it was. */
const APPEND_ONLY = ['historique_etats', 'modifications'] as const;

/**
 * A log as written: the stored entries verbatim (as read, not as the domain re-read them: their server times are
 * overlaid from op_server_times, and a rewritten entry would fail the rules' append-only check), then the new ones.
 */
function appended(
  storedRaw: DocumentData | null,
  log: (typeof APPEND_ONLY)[number],
  before: readonly unknown[],
  after: readonly unknown[],
): unknown[] {
  const stored: unknown = storedRaw?.[log];
  const kept = Array.isArray(stored) && stored.length === before.length ? stored : before;
  return [...kept, ...after.slice(before.length).map((entry) => stripUndefined(entry as object))];
}

/**
 * Issue 24: the same write without the stored document (a push on the ride as the device knows it, push-known.ts):
 * the logs' new entries appended by arrayUnion and each new op id stamped by its field path, so nothing stored is
 * written back — the rules then compare the result with what IS stored (one entry more, the same prefix, one new
 * op key) and refuse it if the device's copy was behind.
 */
export function appendingWrite(joinedBefore: Transport, joinedAfter: Transport): DocumentData {
  const before = withoutStaffNames(joinedBefore);
  const after = withoutStaffNames(joinedAfter);
  const data: DocumentData = {
    ...encodeTransportFields(changedFields(before, after)),
    updated_at: serverTimestamp(),
  };
  for (const log of APPEND_ONLY) {
    if (!(log in data)) continue;
    const added = after[log].slice(before[log].length);
    data[log] = arrayUnion(...added.map((entry) => stripUndefined(entry as object)));
  }
  for (const opId of addedOpIds(before, after)) {
    data[`${SERVER_TIMES_FIELD}.${opId}`] = serverTimestamp();
  }
  return data;
}
