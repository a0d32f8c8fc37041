import type { PlainFields, PlainValue } from './values';

/** Splits a canonical field path (`a.b`, `` `x.y`.z ``, backslash escapes inside backticks). */
export function parseFieldPath(path: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    if (quoted && char === '\\') current += path[++i] ?? '';
    else if (char === '`') quoted = !quoted;
    else if (char === '.' && !quoted) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments;
}

export function getAt(fields: PlainFields, path: readonly string[]): PlainValue | undefined {
  let container: PlainFields | undefined = fields;
  let value: PlainValue | undefined;
  for (const segment of path) {
    if (container === undefined) return undefined;
    value = container[segment];
    container = value !== undefined && 'map_value' in value ? value.map_value.fields : undefined;
  }
  return value;
}

/** Sets a nested value, replacing any non-map value met on the way (Firestore's mask semantics). */
export function setAt(fields: PlainFields, path: readonly string[], value: PlainValue): void {
  let container = fields;
  for (const segment of path.slice(0, -1)) {
    let next = container[segment];
    if (next === undefined || !('map_value' in next)) {
      next = { map_value: { fields: {} } };
      container[segment] = next;
    }
    container = next.map_value.fields;
  }
  container[path[path.length - 1]!] = value;
}

export function deleteAt(fields: PlainFields, path: readonly string[]): void {
  let container: PlainFields = fields;
  for (const segment of path.slice(0, -1)) {
    const next = container[segment];
    if (next === undefined || !('map_value' in next)) return;
    container = next.map_value.fields;
  }
  delete container[path[path.length - 1]!];
}
