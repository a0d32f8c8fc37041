import type {
  Cursor,
  StructuredQuery,
  StructuredQueryFieldFilter,
  StructuredQueryFilter,
  StructuredQueryUnaryFilter,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import {
  StructuredQueryCompositeFilterOperator as CompositeOp,
  StructuredQueryDirection as Direction,
  StructuredQueryFieldFilterOperator as FieldOp,
  StructuredQueryUnaryFilterOperator as UnaryOp,
} from '@firestore-emulator/proto/dist/google/firestore/v1/query';
import { status } from '@grpc/grpc-js';
import type { DocumentStore, StoredDocument } from './documents';
import { FirestoreRpcError } from './errors';
import { getAt, parseFieldPath } from './field-path';
import {
  arrayValues,
  compareValues,
  fromProtoValue,
  isNull,
  typeOrder,
  valuesEqual,
  type PlainValue,
} from './values';

/**
 * Evaluates a StructuredQuery the way Firestore does (and the SDK mirrors locally): filters,
 * ordering with the implicit `__name__` tie-break, documents lacking an ordered field excluded,
 * start/end cursors, offset and limit. Replaces the package's evaluator, which ignores cursors
 * and `__name__`, and keeps documents that lack the ordered field.
 */

const NAME = '__name__';

interface Ordering {
  path: string[];
  descending: boolean;
}

type Predicate = (document: StoredDocument) => boolean;

const invalid = (message: string): FirestoreRpcError =>
  new FirestoreRpcError(status.INVALID_ARGUMENT, message);

const isName = (path: readonly string[]): boolean => path.length === 1 && path[0] === NAME;

function valueAt(document: StoredDocument, path: readonly string[]): PlainValue | undefined {
  return isName(path) ? { reference_value: document.name } : getAt(document.fields, path);
}

const INEQUALITIES = new Set<FieldOp>([
  FieldOp.LESS_THAN,
  FieldOp.LESS_THAN_OR_EQUAL,
  FieldOp.GREATER_THAN,
  FieldOp.GREATER_THAN_OR_EQUAL,
  FieldOp.NOT_EQUAL,
  FieldOp.NOT_IN,
]);

function inequalityPaths(filter: StructuredQueryFilter): string[] {
  if (filter.has_composite_filter) return filter.composite_filter.filters.flatMap(inequalityPaths);
  if (filter.has_field_filter && INEQUALITIES.has(filter.field_filter.op))
    return [filter.field_filter.field.field_path];
  return [];
}

/** Explicit orderings, then inequality fields, then `__name__` in the last direction. */
function orderingsOf(query: StructuredQuery): Ordering[] {
  const orderings = query.order_by.map((order) => ({
    path: parseFieldPath(order.field.field_path),
    descending: order.direction === Direction.DESCENDING,
  }));
  const ordered = new Set(query.order_by.map((order) => order.field.field_path));
  const implicit = query.has_where ? inequalityPaths(query.where) : [];
  for (const path of [...new Set(implicit)].sort())
    if (!ordered.has(path)) orderings.push({ path: parseFieldPath(path), descending: false });
  if (!orderings.some((ordering) => isName(ordering.path)))
    orderings.push({ path: [NAME], descending: orderings.at(-1)?.descending ?? false });
  return orderings;
}

function fieldPredicate(filter: StructuredQueryFieldFilter): Predicate {
  const path = parseFieldPath(filter.field.field_path);
  const operand = fromProtoValue(filter.value);
  const candidates = arrayValues(operand);
  const comparable = (value: PlainValue | undefined): value is PlainValue =>
    value !== undefined && typeOrder(value) === typeOrder(operand);
  const compare =
    (test: (c: number) => boolean): Predicate =>
    (document) => {
      const value = valueAt(document, path);
      return comparable(value) && test(compareValues(value, operand));
    };
  switch (filter.op) {
    case FieldOp.EQUAL:
      return compare((c) => c === 0);
    case FieldOp.LESS_THAN:
      return compare((c) => c < 0);
    case FieldOp.LESS_THAN_OR_EQUAL:
      return compare((c) => c <= 0);
    case FieldOp.GREATER_THAN:
      return compare((c) => c > 0);
    case FieldOp.GREATER_THAN_OR_EQUAL:
      return compare((c) => c >= 0);
    case FieldOp.NOT_EQUAL:
      return (document) => {
        const value = valueAt(document, path);
        return value !== undefined && !isNull(value) && !valuesEqual(value, operand);
      };
    case FieldOp.IN:
      return (document) => {
        const value = valueAt(document, path);
        return value !== undefined && candidates.some((candidate) => valuesEqual(value, candidate));
      };
    case FieldOp.NOT_IN:
      return (document) => {
        const value = valueAt(document, path);
        if (value === undefined || isNull(value) || candidates.some(isNull)) return false;
        return !candidates.some((candidate) => valuesEqual(value, candidate));
      };
    case FieldOp.ARRAY_CONTAINS:
      return (document) =>
        arrayValues(valueAt(document, path)).some((item) => valuesEqual(item, operand));
    case FieldOp.ARRAY_CONTAINS_ANY:
      return (document) =>
        arrayValues(valueAt(document, path)).some((item) =>
          candidates.some((candidate) => valuesEqual(item, candidate)),
        );
    default:
      throw invalid(`Unsupported field filter operator ${String(filter.op)}`);
  }
}

function unaryPredicate(filter: StructuredQueryUnaryFilter): Predicate {
  const path = parseFieldPath(filter.field.field_path);
  const isNaNValue = (value: PlainValue | undefined): boolean =>
    value !== undefined && 'double_value' in value && Number.isNaN(value.double_value);
  switch (filter.op) {
    case UnaryOp.IS_NAN:
      return (document) => isNaNValue(valueAt(document, path));
    case UnaryOp.IS_NULL:
      return (document) => isNull(valueAt(document, path));
    case UnaryOp.IS_NOT_NAN:
      return (document) => {
        const value = valueAt(document, path);
        return value !== undefined && !isNull(value) && !isNaNValue(value);
      };
    case UnaryOp.IS_NOT_NULL:
      return (document) => {
        const value = valueAt(document, path);
        return value !== undefined && !isNull(value);
      };
    default:
      throw invalid(`Unsupported unary filter operator ${String(filter.op)}`);
  }
}

function predicateOf(filter: StructuredQueryFilter): Predicate {
  if (filter.has_field_filter) return fieldPredicate(filter.field_filter);
  if (filter.has_unary_filter) return unaryPredicate(filter.unary_filter);
  if (filter.has_composite_filter) {
    const parts = filter.composite_filter.filters.map(predicateOf);
    if (filter.composite_filter.op === CompositeOp.AND)
      return (document) => parts.every((part) => part(document));
    if (filter.composite_filter.op === CompositeOp.OR)
      return (document) => parts.some((part) => part(document));
  }
  throw invalid('Unsupported filter');
}

function compareDocuments(a: StoredDocument, b: StoredDocument, orderings: Ordering[]): number {
  for (const { path, descending } of orderings) {
    const c = compareValues(valueAt(a, path)!, valueAt(b, path)!);
    if (c !== 0) return descending ? -c : c;
  }
  return 0;
}

/** Sign of (cursor − document) along the orderings, over the cursor's length. */
function compareCursor(cursor: Cursor, document: StoredDocument, orderings: Ordering[]): number {
  if (cursor.values.length > orderings.length)
    throw invalid('Too many cursor values for the query ordering');
  for (const [i, value] of cursor.values.entries()) {
    const { path, descending } = orderings[i]!;
    const c = compareValues(fromProtoValue(value), valueAt(document, path)!);
    if (c !== 0) return descending ? -c : c;
  }
  return 0;
}

function candidatesOf(store: DocumentStore, parent: string, query: StructuredQuery) {
  const [from, ...others] = query.from;
  if (from === undefined || others.length > 0)
    throw invalid('A query reads exactly one collection');
  return from.all_descendants
    ? store.listCollectionGroup(parent, from.collection_id)
    : store.listCollection(`${parent}/${from.collection_id}`);
}

export function runQuery(
  store: DocumentStore,
  parent: string,
  query: StructuredQuery,
): StoredDocument[] {
  const orderings = orderingsOf(query);
  const matches = query.has_where ? predicateOf(query.where) : () => true;
  const { start_at: start, end_at: end } = query;
  let documents = candidatesOf(store, parent, query)
    .filter((document) => orderings.every(({ path }) => valueAt(document, path) !== undefined))
    .filter(matches)
    .sort((a, b) => compareDocuments(a, b, orderings))
    .filter((document) => {
      // `before` means "position just before these values": inclusive start, exclusive end.
      const afterStart =
        !query.has_start_at ||
        (start.before
          ? compareCursor(start, document, orderings) <= 0
          : compareCursor(start, document, orderings) < 0);
      const beforeEnd =
        !query.has_end_at ||
        (end.before
          ? compareCursor(end, document, orderings) > 0
          : compareCursor(end, document, orderings) >= 0);
      return afterStart && beforeEnd;
    })
    .slice(query.offset);
  if (query.has_limit) documents = documents.slice(0, query.limit.value);
  return documents;
}
