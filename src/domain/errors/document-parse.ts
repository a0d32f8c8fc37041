import type { z } from 'zod';

/** Why a stored document was rejected: enough to log it and skip it (ARCHITECTURE §4). */
export interface DocumentParseError {
  collection: string;
  id: string;
  issues: readonly string[];
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: DocumentParseError };

/** Parses a stored document with its schema; never throws, a malformed document is a typed error. */
export function parseDocument<S extends z.ZodType>(
  schema: S,
  collection: string,
  id: string,
  data: unknown,
): ParseResult<z.output<S>> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return { ok: false, error: { collection, id, issues } };
}
