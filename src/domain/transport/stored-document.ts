import type { z } from 'zod';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import { asRecord } from '@/domain/transport/lenient-fields';

/**
 * Parses a stored document with the Firestore document id (the source of truth) injected as `id`. A value that
 * is not an object is refused here: lenient schemas would otherwise read it as an empty document.
 */
export function parseStoredDocument<S extends z.ZodType>(
  schema: S,
  collection: string,
  id: string,
  raw: unknown,
): ParseResult<z.output<S>> {
  const record = asRecord(raw);
  if (record !== raw) {
    return { ok: false, error: { collection, id, issues: ['Document vide ou illisible'] } };
  }
  return parseDocument(schema, collection, id, { ...record, id });
}
