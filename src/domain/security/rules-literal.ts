/** A value the security rules language can state literally: string, integer, boolean, list or map. */
export type RulesValue =
  string | number | boolean | readonly RulesValue[] | { readonly [key: string]: RulesValue };

/** One entry of a map rendered one key per line, with the reason it is what it is. */
export interface RulesEntry {
  readonly key: string;
  readonly value: RulesValue;
  readonly why?: string;
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The value on one line, e.g. `{'pending': ['ouvert', 'accepted']}`. */
export function rulesLiteral(value: RulesValue): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error(`Rules literal: integer expected, got ${value}`);
    return String(value);
  }
  if (Array.isArray(value)) return `[${value.map(rulesLiteral).join(', ')}]`;
  const entries = Object.entries(value as Record<string, RulesValue>);
  return `{${entries.map(([key, item]) => `${quote(key)}: ${rulesLiteral(item)}`).join(', ')}}`;
}

/** A map over several lines, each run of entries preceded by its reason as a comment. */
export function rulesMapLines(entries: readonly RulesEntry[], indent: string): string {
  const lines = entries.map(({ key, value, why }, index) => {
    const comma = index < entries.length - 1 ? ',' : '';
    const repeated = index > 0 && entries[index - 1]?.why === why;
    const comment = why === undefined || repeated ? '' : `${indent}  // ${why}\n`;
    return `${comment}${indent}  ${quote(key)}: ${rulesLiteral(value)}${comma}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}

/** A duration in whole seconds, as the rules write it. */
export function rulesDuration(millis: number): string {
  if (millis % 1000 !== 0)
    throw new Error(`Rules duration: whole seconds expected, got ${millis} ms`);
  return `duration.value(${millis / 1000}, 's')`;
}
