import type { z } from 'zod';
import { rulesLiteral } from '@/domain/security/rules-literal';

/**
 * Renders a strict zod object of document-shapes.ts as the condition of a security rules function: the keys
 * (`keys().hasOnly`), then per field its type and size — strings by length, lists by length (and a list of labels
 * by its joined length), maps keyed by ids by their number of keys, nested objects recursively. A field that may
 * be absent or null is checked only when present; a union of forms passes when one of them does. Lists of records are bounded in length only: the rules check
 * each record as it is appended, with the record's own shape function.
 */

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: readonly Schema[];
  entries?: Record<string, string>;
  values?: readonly unknown[];
  checks?: readonly { _zod: { def: { check: string; maximum?: number; format?: string } } }[];
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const metaOf = (schema: Schema) =>
  (schema as unknown as { meta?: () => Record<string, unknown> | undefined }).meta?.() ?? {};

function maxOf(schema: Schema): number | null {
  const check = defOf(schema).checks?.find((c) => c._zod.def.check === 'max_length');
  return check?._zod.def.maximum ?? null;
}

/** The schema without optional/nullable wrappers, and whether the value may be missing or null. */
function unwrap(schema: Schema): { inner: Schema; maybeAbsent: boolean } {
  let inner = schema;
  let maybeAbsent = false;
  for (;;) {
    const def = defOf(inner);
    if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
      maybeAbsent = true;
      inner = def.innerType;
    } else return { inner, maybeAbsent };
  }
}

/** Keys of a strict object schema. */
export function shapeKeys(schema: Schema): string[] {
  const { shape } = defOf(schema);
  if (!shape) throw new Error('Forme de document : objet attendu.');
  return Object.keys(shape);
}

/** The conditions `value` (a rules expression) meets when it has the type and size of `schema`. */
function conditions(value: string, schema: Schema): string[] {
  const def = defOf(schema);
  const meta = metaOf(schema);
  if (meta.rules === 'timestamp') return [`${value} is timestamp`];
  if (meta.rules === 'bytes')
    return [`${value} is bytes`, `${value}.size() <= ${String(meta.maxBytes)}`];
  // A part with its own function (a DOCUMENT_SHAPES entry): rules count every evaluated expression (1000 per
  // request), and a field read through a parameter costs less than one read down a long path.
  if (meta.rules === 'shape') return [`${String(meta.name)}Shape(${value})`];
  if (meta.rules === 'map')
    return [`${value} is map`, `${value}.size() <= ${String(meta.maxKeys)}`];
  switch (def.type) {
    case 'string': {
      const max = maxOf(schema);
      if (max === null) throw new Error(`Forme de document : ${value} sans longueur maximale.`);
      return [`${value} is string`, `${value}.size() <= ${max}`];
    }
    case 'number':
      return [
        def.checks?.some((c) => c._zod.def.format === 'safeint')
          ? `${value} is int`
          : `${value} is number`,
      ];
    case 'boolean':
      return [`${value} is bool`];
    case 'enum': {
      // Bounded, not listed: a list literal costs one expression per item (the budget is 1000 per rule), and
      // the rules that care about the value (states, roles, types) check it against their tables.
      const longest = Math.max(...Object.values(def.entries ?? {}).map((item) => item.length));
      return [`${value} is string`, `${value}.size() <= ${longest}`];
    }
    case 'object':
      return [`${value} is map`, ...objectConditions(value, schema)];
    case 'array': {
      const max = maxOf(schema);
      if (max === null || !def.element)
        throw new Error(`Forme de document : ${value} sans taille maximale.`);
      const element = unwrap(def.element).inner;
      const itemMax = defOf(element).type === 'string' ? maxOf(element) : null;
      return [
        `${value} is list`,
        `${value}.size() <= ${max}`,
        ...(itemMax === null ? [] : [`${value}.join('').size() <= ${max * itemMax}`]),
      ];
    }
    case 'union':
      // One of several stored forms (a profile's time: Timestamp, epoch ms or fr-FR text).
      return [
        `(${(def.options ?? [])
          .map((option) => `(${conditions(value, unwrap(option).inner).join(' && ')})`)
          .join(' || ')})`,
      ];
    default:
      throw new Error(`Forme de document : type ${def.type} non traduit (${value}).`);
  }
}

/**
 * `changed` (a rules list expression): only the keys it names are checked, the others were when written — an
 * update of a large document then costs what it changes, under the rules' 1000 expressions.
 */
function objectConditions(value: string, schema: Schema, changed?: string): string[] {
  const shape = defOf(schema).shape ?? {};
  const keys = `${changed ?? `${value}.keys()`}.hasOnly(${rulesLiteral(Object.keys(shape))})`;
  return [
    keys,
    ...Object.entries(shape)
      // A field whose value a hand-written rule checks where it is written: only its key is listed here.
      .filter(([, field]) => metaOf(field).rules !== 'elsewhere')
      .map(([key, field]) => {
        const { inner, maybeAbsent } = unwrap(field);
        const own = conditions(`${value}.${key}`, inner).join(' && ');
        const skipped = [
          ...(changed ? [`!${changed}.hasAny(['${key}'])`] : []),
          ...(maybeAbsent ? [`${value}.get('${key}', null) == null`] : []),
        ];
        return skipped.length === 0 ? own : `(${[...skipped, own].join(' || ')})`;
      }),
  ];
}

/** The body of `function <name>(d)`: `d` has the shape of the strict object `schema`. */
export function shapeCondition(schema: Schema, indent: string): string {
  if (!defOf(schema).shape) return conditions('d', schema).join(' && ');
  return objectConditions('d', schema).join(`\n${indent}&& `);
}

/**
 * The body of `function <name>ChangeShape(d, keys)`: `d`, the document after an update whose changed top-level keys
 * are `keys`, has the shape of `schema` in those keys (the others passed it when they were written).
 */
export function changeShapeCondition(schema: Schema, indent: string): string {
  return objectConditions('d', schema, 'keys').join(`\n${indent}&& `);
}
