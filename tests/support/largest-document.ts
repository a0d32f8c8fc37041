import type { z } from 'zod';

/**
 * The largest value a document shape (src/domain/security/document-shapes.ts) lets through — every text at its
 * cap, every list full, every bounded map at its number of keys — and its stored size as Firestore counts it
 * (https://firebase.google.com/docs/firestore/storage-size). Used to prove a ride can never outgrow 1 MiB, and as
 * the "largest legitimate document" of the rules matrix.
 */

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: readonly Schema[];
  entries?: Record<string, string>;
  checks?: readonly { _zod: { def: { check: string; maximum?: number } } }[];
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const metaOf = (schema: Schema) =>
  (schema as unknown as { meta?: () => Record<string, unknown> | undefined }).meta?.() ?? {};
const maxOf = (schema: Schema) =>
  defOf(schema).checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum ?? 0;

/** A stand-in for a stored timestamp (8 bytes once stored). */
export const TIME = { __time: true } as const;

/** `mapValue` gives the value of each key of a bounded map (its values are checked where they are written). */
export function largestOf(schema: Schema, mapValue: (path: string) => unknown, path = ''): unknown {
  const def = defOf(schema);
  const meta = metaOf(schema);
  if (meta.rules === 'timestamp') return TIME;
  if (meta.rules === 'bytes') return new Uint8Array(Number(meta.maxBytes));
  if (meta.rules === 'map') {
    const keys = Number(meta.maxKeys);
    return Object.fromEntries(
      Array.from({ length: keys }, (_, i) => [
        `${'k'.repeat(120)}${i}`.slice(-128),
        mapValue(path),
      ]),
    );
  }
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return largestOf(def.innerType!, mapValue, path);
    case 'string':
      return 'é'.repeat(maxOf(schema));
    case 'number':
      // An integer field (a session number) takes an integer; any other number a fractional one.
      return (def.checks ?? []).some(
        (c) => (c._zod.def as { format?: string }).format === 'safeint',
      )
        ? 160
        : 1.5;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {}).reduce((a, b) => (b.length > a.length ? b : a));
    case 'array':
      return Array.from({ length: maxOf(schema) }, () =>
        largestOf(def.element!, mapValue, `${path}[]`),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [
          key,
          largestOf(field, mapValue, path ? `${path}.${key}` : key),
        ]),
      );
    case 'custom':
      // The only other custom type is a stored time whose rules check sits elsewhere (transportOffer).
      return TIME;
    case 'union':
      return (def.options ?? [])
        .map((option) => largestOf(option, mapValue, path))
        .reduce((a, b) => (storedSize(b) > storedSize(a) ? b : a));
    default:
      throw new Error(`largestOf: ${def.type}`);
  }
}

const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** Stored size in bytes of a field value. */
export function storedSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return utf8(value) + 1;
  if (value === TIME) return 8;
  if (value instanceof Uint8Array) return value.byteLength + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + storedSize(item), 0);
  return Object.entries(value as Record<string, unknown>).reduce(
    (sum, [key, item]) => sum + utf8(key) + 1 + storedSize(item),
    0,
  );
}

/** Stored size of a document: its name (a top-level id up to 128 bytes), its fields, and 32 bytes. */
export const documentSize = (collection: string, fields: unknown): number =>
  utf8(collection) + 1 + 129 + 16 + storedSize(fields) + 32;
