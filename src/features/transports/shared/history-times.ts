import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { FRENCH_LOCALE, formatTime, PARIS_TIME_ZONE } from '@/domain/shared/timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';

/** Beyond this gap the device time and the server time are both worth showing. */
export const TIME_GAP_SHOWN_MS = MILLIS_PER_MINUTE;

const parisDay = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const at = (millis: number, withDay: boolean) =>
  withDay ? `le ${parisDay.format(millis)} à ${formatTime(millis)}` : `à ${formatTime(millis)}`;

/**
 * Why an entry has two times, in words: « enregistré hors ligne à 14:02, reçu à 14:37 ». Null when one time says
 * it all (synced promptly, an old entry without server time, or a change still waiting on this device — its
 * « server » time is then only the device's own guess).
 */
export function timeGapNote(
  entry: Pick<HistoryEntry, 'timestamp' | 'server_timestamp'>,
  pending: boolean,
): string | null {
  const device = entry.timestamp;
  const server = entry.server_timestamp;
  if (pending || server === null || Math.abs(server - device) <= TIME_GAP_SHOWN_MS) return null;
  const withDay = parisDay.format(device) !== parisDay.format(server);
  if (server > device) {
    return `enregistré hors ligne ${at(device, withDay)}, reçu ${at(server, withDay)}`;
  }
  // The server cannot receive a change before it was made: the device's clock was ahead.
  return `heure de l’appareil ${at(device, withDay)}, heure du serveur ${at(server, withDay)} (horloge de l’appareil décalée)`;
}
