import type { Value } from '@firestore-emulator/proto/dist/google/firestore/v1/document';
import { NullValue } from '@firestore-emulator/proto/dist/google/protobuf/struct';
import type { TimestampObject } from './clock';

/**
 * A Firestore value as a plain object with exactly one key: the shape the package's own
 * `toV1ValueObject()` produces and every generated `fromObject()` accepts. Working on plain data
 * keeps us clear of the package's bundled (and therefore duplicated) field classes.
 */
export type PlainValue =
  | { null_value: NullValue }
  | { boolean_value: boolean }
  | { integer_value: number }
  | { double_value: number }
  | { timestamp_value: TimestampObject }
  | { string_value: string }
  | { bytes_value: Uint8Array }
  | { reference_value: string }
  | { geo_point_value: { latitude: number; longitude: number } }
  | { array_value: { values: PlainValue[] } }
  | { map_value: { fields: PlainFields } };

export type PlainFields = Record<string, PlainValue>;

export const NULL: PlainValue = { null_value: NullValue.NULL_VALUE };

/** Generated getters return defaults for unset oneof members, so only `has_*` can be trusted. */
export function fromProtoValue(value: Value): PlainValue {
  if (value.has_null_value) return NULL;
  if (value.has_boolean_value) return { boolean_value: value.boolean_value };
  if (value.has_integer_value) return { integer_value: value.integer_value };
  if (value.has_double_value) return { double_value: value.double_value };
  if (value.has_timestamp_value) {
    const { seconds, nanos } = value.timestamp_value;
    return { timestamp_value: { seconds, nanos } };
  }
  if (value.has_string_value) return { string_value: value.string_value };
  if (value.has_bytes_value) return { bytes_value: value.bytes_value };
  if (value.has_reference_value) return { reference_value: value.reference_value };
  if (value.has_geo_point_value) {
    const { latitude, longitude } = value.geo_point_value;
    return { geo_point_value: { latitude, longitude } };
  }
  if (value.has_array_value)
    return { array_value: { values: value.array_value.values.map(fromProtoValue) } };
  if (value.has_map_value)
    return { map_value: { fields: fromProtoFields(value.map_value.fields) } };
  throw new Error('Unsupported Firestore value: no value type set');
}

export const fromProtoFields = (fields: Map<string, Value>): PlainFields =>
  Object.fromEntries([...fields].map(([key, value]) => [key, fromProtoValue(value)]));

export function numberOf(value: PlainValue | undefined): number | undefined {
  if (value === undefined) return undefined;
  if ('integer_value' in value) return value.integer_value;
  if ('double_value' in value) return value.double_value;
  return undefined;
}

export const isNull = (value: PlainValue | undefined): boolean =>
  value !== undefined && 'null_value' in value;

export const arrayValues = (value: PlainValue | undefined): PlainValue[] =>
  value !== undefined && 'array_value' in value ? value.array_value.values : [];

/** Firestore's cross-type order: null < bool < number < timestamp < string < bytes < ref < geo < array < map. */
export function typeOrder(value: PlainValue): number {
  if ('null_value' in value) return 0;
  if ('boolean_value' in value) return 1;
  if ('integer_value' in value || 'double_value' in value) return 2;
  if ('timestamp_value' in value) return 3;
  if ('string_value' in value) return 4;
  if ('bytes_value' in value) return 5;
  if ('reference_value' in value) return 6;
  if ('geo_point_value' in value) return 7;
  if ('array_value' in value) return 8;
  return 9;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);
const compareNumbers = (a: number, b: number): number => {
  // NaN sorts before every other number and equals itself, as in Firestore.
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return sign(a - b);
};

/** Firestore orders strings by their UTF-8 bytes (differs from JS `<` above U+FFFF). */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  return sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
}

/** Resource names (document references, `__name__`) compare segment by segment. */
export function compareResourceNames(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const c = compareStrings(left[i]!, right[i]!);
    if (c !== 0) return c;
  }
  return sign(left.length - right.length);
}

export function compareValues(a: PlainValue, b: PlainValue): number {
  const byType = sign(typeOrder(a) - typeOrder(b));
  if (byType !== 0) return byType;
  const na = numberOf(a);
  const nb = numberOf(b);
  if (na !== undefined && nb !== undefined) return compareNumbers(na, nb);
  if ('boolean_value' in a && 'boolean_value' in b)
    return sign(Number(a.boolean_value) - Number(b.boolean_value));
  if ('timestamp_value' in a && 'timestamp_value' in b) {
    const [x, y] = [a.timestamp_value, b.timestamp_value];
    return sign(x.seconds - y.seconds) || sign(x.nanos - y.nanos);
  }
  if ('string_value' in a && 'string_value' in b)
    return compareStrings(a.string_value, b.string_value);
  if ('bytes_value' in a && 'bytes_value' in b)
    return sign(Buffer.compare(Buffer.from(a.bytes_value), Buffer.from(b.bytes_value)));
  if ('reference_value' in a && 'reference_value' in b)
    return compareResourceNames(a.reference_value, b.reference_value);
  if ('geo_point_value' in a && 'geo_point_value' in b) {
    const [x, y] = [a.geo_point_value, b.geo_point_value];
    return compareNumbers(x.latitude, y.latitude) || compareNumbers(x.longitude, y.longitude);
  }
  if ('array_value' in a && 'array_value' in b) {
    const [x, y] = [a.array_value.values, b.array_value.values];
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const c = compareValues(x[i]!, y[i]!);
      if (c !== 0) return c;
    }
    return sign(x.length - y.length);
  }
  if ('map_value' in a && 'map_value' in b)
    return compareMaps(a.map_value.fields, b.map_value.fields);
  return 0; // null vs null
}

function compareMaps(a: PlainFields, b: PlainFields): number {
  const left = Object.keys(a).sort(compareStrings);
  const right = Object.keys(b).sort(compareStrings);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const c = compareStrings(left[i]!, right[i]!) || compareValues(a[left[i]!]!, b[right[i]!]!);
    if (c !== 0) return c;
  }
  return sign(left.length - right.length);
}

export const valuesEqual = (a: PlainValue, b: PlainValue): boolean => compareValues(a, b) === 0;

/** Type-exact equality (1 ≠ 1.0), used to recognise writes that leave a document unchanged. */
export function sameValue(a: PlainValue, b: PlainValue): boolean {
  if (Object.keys(a)[0] !== Object.keys(b)[0]) return false;
  if ('array_value' in a && 'array_value' in b) {
    const [x, y] = [a.array_value.values, b.array_value.values];
    return x.length === y.length && x.every((item, i) => sameValue(item, y[i]!));
  }
  if ('map_value' in a && 'map_value' in b)
    return sameFields(a.map_value.fields, b.map_value.fields);
  return compareValues(a, b) === 0;
}

export function sameFields(a: PlainFields, b: PlainFields): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => b[key] !== undefined && sameValue(a[key]!, b[key]!))
  );
}
