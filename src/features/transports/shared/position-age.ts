import { MILLIS_PER_MINUTE, MILLIS_PER_SECOND } from '@/domain/shared/clock';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';

/**
 * A tap reuses the last fix at hand (up to a minute old, itself possibly a minute-old cached fix): beyond two
 * minutes the position may no longer be where the tap happened, and the record says so.
 */
export const STALE_POSITION_MS = 2 * MILLIS_PER_MINUTE;

type PositionFields = Pick<HistoryEntry, 'timestamp' | 'position'>;

/** How old the GPS fix was at the tap, in ms; null when the entry has no fix or no capture time. */
export function positionAgeMs({ timestamp, position }: PositionFields): number | null {
  const capturedAt = position?.capturedAt;
  return capturedAt === undefined ? null : timestamp - capturedAt;
}

/** The same in whole seconds, as the CSV export writes it. */
export function positionAgeSeconds(entry: PositionFields): number | null {
  const age = positionAgeMs(entry);
  return age === null ? null : Math.round(age / MILLIS_PER_SECOND);
}

/** « 3 min », « 1 h 05 », « 2 h »: to the nearest minute. */
function minutesText(millis: number): string {
  const minutes = Math.round(millis / MILLIS_PER_MINUTE);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** « Position relevée 3 min avant » when the fix is older than STALE_POSITION_MS at the tap; null otherwise. */
export function stalePositionNote(entry: PositionFields): string | null {
  const age = positionAgeMs(entry);
  return age === null || age <= STALE_POSITION_MS
    ? null
    : `Position relevée ${minutesText(age)} avant`;
}
