import { z } from 'zod';
import { nullableTimestampField, textField } from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** Counter documents, one per counter name (spec §3, §9; names in ids/counter-names). */
export const COUNTERS_COLLECTION = 'counters';

export const counterSchema = z.object({
  value: z.number().int().nonnegative(),
  lastUpdated: nullableTimestampField,
  type: textField,
});
export type Counter = z.output<typeof counterSchema>;

export function parseCounter(id: string, data: unknown): ParseResult<Counter> {
  return parseDocument(counterSchema, COUNTERS_COLLECTION, id, data);
}

/** The value the next increment hands out: a missing counter starts at 1. */
export function nextCounterValue(current: Pick<Counter, 'value'> | null | undefined): number {
  return (current?.value ?? 0) + 1;
}

/** The document written by the transactional increment. */
export function incrementedCounter(
  current: Pick<Counter, 'value'> | null | undefined,
  type: string,
  now: EpochMillis,
): Counter {
  return { value: nextCounterValue(current), lastUpdated: now, type };
}
