import { status } from '@grpc/grpc-js';
import { microsToTimestamp, type Micros } from './clock';
import type { DecodedWrite } from './decode-write';
import type { DocumentStore, StoredDocument } from './documents';
import { FirestoreRpcError } from './errors';
import { deleteAt, getAt, setAt } from './field-path';
import { applyTransforms } from './transforms';
import { sameFields, type PlainFields, type PlainValue } from './values';

export interface WriteOutcome {
  /** Null for deletes and verifies: the SDK then uses the commit time. */
  updateTime: Micros | null;
  transformResults: PlainValue[];
}

function checkPrecondition(write: DecodedWrite, before: StoredDocument | null): void {
  const { precondition, name } = write;
  if (precondition === null) return;
  if ('exists' in precondition) {
    if (precondition.exists && before === null)
      throw new FirestoreRpcError(status.NOT_FOUND, `No document to update: ${name}`);
    if (!precondition.exists && before !== null)
      throw new FirestoreRpcError(status.ALREADY_EXISTS, `Document already exists: ${name}`);
    return;
  }
  // The SDK's optimistic transactions send the version they read; ABORTED makes it retry.
  const current = before === null ? null : microsToTimestamp(before.updateTime);
  const expected = precondition.updateTime;
  if (current?.seconds !== expected.seconds || current.nanos !== expected.nanos)
    throw new FirestoreRpcError(
      status.ABORTED,
      `Document ${name} changed since it was read (update_time precondition failed)`,
    );
}

/** A masked path absent from the data is a deletion (deleteField(), or a merge field left out). */
function applyMask(target: PlainFields, data: PlainFields, mask: readonly string[][]): void {
  for (const path of mask) {
    const value = getAt(data, path);
    if (value === undefined) deleteAt(target, path);
    else setAt(target, path, structuredClone(value));
  }
}

function nextFields(
  write: Extract<DecodedWrite, { kind: 'update' | 'transform' }>,
  before: StoredDocument | null,
  at: Micros,
): { fields: PlainFields; transformResults: PlainValue[] } {
  const replaced = write.kind === 'update' && write.mask === null ? write.fields : null;
  const fields = structuredClone(replaced ?? before?.fields ?? {});
  if (write.kind === 'update' && write.mask !== null) applyMask(fields, write.fields, write.mask);
  return { fields, transformResults: applyTransforms(fields, write.transforms, at) };
}

/**
 * Applies the writes of one commit atomically: each write is validated against the result of
 * the previous ones, and nothing reaches the state unless every precondition holds.
 */
export function commitWrites(
  store: DocumentStore,
  writes: readonly DecodedWrite[],
  at: Micros,
): WriteOutcome[] {
  const staged = new Map<string, StoredDocument | null>();
  const current = (name: string): StoredDocument | null =>
    staged.has(name) ? (staged.get(name) ?? null) : store.read(name);

  const outcomes = writes.map((write): WriteOutcome => {
    const before = current(write.name);
    checkPrecondition(write, before);
    if (write.kind === 'verify') return { updateTime: null, transformResults: [] };
    if (write.kind === 'delete') {
      staged.set(write.name, null);
      return { updateTime: null, transformResults: [] };
    }
    const { fields, transformResults } = nextFields(write, before, at);
    // Firestore keeps the previous update_time when a write changes nothing.
    if (before !== null && sameFields(before.fields, fields))
      return { updateTime: before.updateTime, transformResults };
    staged.set(write.name, {
      name: write.name,
      fields,
      createTime: before?.createTime ?? at,
      updateTime: at,
    });
    return { updateTime: at, transformResults };
  });

  store.apply(staged, at);
  return outcomes;
}

/** `WriteResult` objects; deletes and verifies carry no update time (the SDK uses commit time). */
export const toWriteResults = (outcomes: readonly WriteOutcome[]) =>
  outcomes.map(({ updateTime, transformResults }) => ({
    ...(updateTime === null ? {} : { update_time: microsToTimestamp(updateTime) }),
    transform_results: transformResults,
  }));
