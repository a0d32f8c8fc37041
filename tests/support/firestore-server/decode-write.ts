import type {
  DocumentTransformFieldTransform,
  Write,
} from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { DocumentTransformFieldTransformServerValue } from '@firestore-emulator/proto/dist/google/firestore/v1/write';
import { status } from '@grpc/grpc-js';
import type { TimestampObject } from './clock';
import { FirestoreRpcError } from './errors';
import { parseFieldPath } from './field-path';
import { fromProtoFields, fromProtoValue, type PlainFields, type PlainValue } from './values';

export type Precondition = { exists: boolean } | { updateTime: TimestampObject } | null;

export type FieldTransform = { path: string[] } & (
  | { kind: 'serverTimestamp' }
  | { kind: 'increment' | 'maximum' | 'minimum'; operand: PlainValue }
  | { kind: 'arrayUnion' | 'arrayRemove'; elements: PlainValue[] }
);

/** A `Write` message as plain data. `mask: null` means "replace the whole document". */
export type DecodedWrite = { name: string; precondition: Precondition } & (
  | { kind: 'update'; fields: PlainFields; mask: string[][] | null; transforms: FieldTransform[] }
  | { kind: 'transform'; transforms: FieldTransform[] }
  | { kind: 'delete' }
  | { kind: 'verify' }
);

function decodeTransform(transform: DocumentTransformFieldTransform): FieldTransform {
  const path = parseFieldPath(transform.field_path);
  if (transform.has_set_to_server_value) {
    if (transform.set_to_server_value !== DocumentTransformFieldTransformServerValue.REQUEST_TIME)
      throw new FirestoreRpcError(status.INVALID_ARGUMENT, 'Unknown server value');
    return { path, kind: 'serverTimestamp' };
  }
  if (transform.has_increment)
    return { path, kind: 'increment', operand: fromProtoValue(transform.increment) };
  if (transform.has_maximum)
    return { path, kind: 'maximum', operand: fromProtoValue(transform.maximum) };
  if (transform.has_minimum)
    return { path, kind: 'minimum', operand: fromProtoValue(transform.minimum) };
  if (transform.has_append_missing_elements)
    return {
      path,
      kind: 'arrayUnion',
      elements: transform.append_missing_elements.values.map(fromProtoValue),
    };
  if (transform.has_remove_all_from_array)
    return {
      path,
      kind: 'arrayRemove',
      elements: transform.remove_all_from_array.values.map(fromProtoValue),
    };
  throw new FirestoreRpcError(
    status.INVALID_ARGUMENT,
    `Empty field transform on ${path.join('.')}`,
  );
}

function decodePrecondition(write: Write): Precondition {
  if (!write.has_current_document) return null;
  const { current_document: precondition } = write;
  if (precondition.has_exists) return { exists: precondition.exists };
  if (precondition.has_update_time) {
    const { seconds, nanos } = precondition.update_time;
    return { updateTime: { seconds, nanos } };
  }
  return null;
}

export function decodeWrite(write: Write, verifyName: string | null): DecodedWrite {
  const precondition = decodePrecondition(write);
  const transforms = write.update_transforms.map(decodeTransform);
  if (write.has_update)
    return {
      kind: 'update',
      name: write.update.name,
      precondition,
      fields: fromProtoFields(write.update.fields),
      mask: write.has_update_mask ? write.update_mask.field_paths.map(parseFieldPath) : null,
      transforms,
    };
  if (write.has_delete) return { kind: 'delete', name: write.delete, precondition };
  if (write.has_transform)
    return {
      kind: 'transform',
      name: write.transform.document,
      precondition,
      transforms: write.transform.field_transforms.map(decodeTransform),
    };
  if (verifyName !== null) return { kind: 'verify', name: verifyName, precondition };
  throw new FirestoreRpcError(status.INVALID_ARGUMENT, 'Write has no operation');
}
