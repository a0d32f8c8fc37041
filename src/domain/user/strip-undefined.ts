/** Objects built with `{}` or Object.create(null); class instances (dates, timestamps) are left alone. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Removes undefined values at every depth before a write (spec §5; Firestore rejects them). null is kept:
 * it is a real value meaning "known to be empty".
 */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.filter((item) => item !== undefined).map((item) => stripUndefined(item)) as T;
  }
  if (!isPlainObject(value)) return value;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => [key, stripUndefined(item)]);
  return Object.fromEntries(entries) as T;
}
