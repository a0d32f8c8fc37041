import { z } from 'zod';
import { toEpochMillis } from '@/domain/shared/timestamp';

/**
 * Readers for stored fields. Transport and patient documents were written by several app versions and by the
 * test-data facility, so a missing or oddly typed optional field is normalised instead of rejecting the document.
 * `.optional()` before the transform lets a missing key reach the reader (zod 4 rejects it otherwise).
 */
function lenient<T>(read: (value: unknown) => T) {
  return z.unknown().optional().transform(read);
}

/** Plain object view of a value; anything else reads as an empty object. */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Text as stored; a number becomes its text (a codePostal saved as 75001); anything else is ''. */
export function readText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** An identifier, or null when absent or blank. */
export function readId(value: unknown): string | null {
  const text = readText(value);
  return text.trim() === '' ? null : text;
}

/** A person's name as typed, without surrounding blanks; null when absent or blank. */
export function readName(value: unknown): string | null {
  return readId(value)?.trim() ?? null;
}

/** Lists of labels; a legacy comma-separated string is split, blanks are dropped. */
export function readTextList(value: unknown): string[] {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  return items
    .map(readText)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export const lenientText = lenient(readText);
export const lenientId = lenient(readId);
export const lenientTextList = lenient(readTextList);
export const lenientBoolean = lenient((value) => value === true || value === 'true' || value === 1);

/** An object schema that reads a missing or non-object value as {} so its lenient fields take their defaults. */
export function lenientObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(asRecord, z.object(shape));
}

/** Free text that may be absent: blank reads as null. */
export const lenientOptionalText = lenientId;

/** A timestamp that may be absent or unreadable: null then. */
export const lenientTimestamp = lenient((value) => (value == null ? null : toEpochMillis(value)));
