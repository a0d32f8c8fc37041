import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { readPosition, type Position } from '@/domain/transport/geo';

/**
 * Issue 23: a step keeps a position only when the fix is at most this old at the tap — an older one (the phone in
 * a basement, a fix from the previous ride) would place the step where it did not happen, and the kilometres
 * computed from it would be wrong. Without a capture time the age is unknown and the fix is kept as given.
 */
export const STEP_POSITION_MAX_AGE_MS = 15 * MILLIS_PER_MINUTE;

/** The position a step records: readable, and not older than STEP_POSITION_MAX_AGE_MS at the tap; else null. */
export function stepPosition(value: unknown, tapTime: EpochMillis): Position | null {
  const position = readPosition(value);
  if (position?.capturedAt === undefined) return position;
  return tapTime - position.capturedAt > STEP_POSITION_MAX_AGE_MS ? null : position;
}
