import type { EpochMillis } from './timestamp';
import { PARIS_TIME_ZONE, parseFrenchLocaleString } from './timestamp';

/**
 * <input type="datetime-local"> has no time zone: its value is a Paris wall-clock time whatever the machine's
 * zone (a clinic PC set to UTC must still book 08:30 in Paris). Date.parse would read it in the machine's zone,
 * so the conversion goes through the domain's Paris-aware parser instead.
 */
const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

export function parisLocalToEpoch(value: string): EpochMillis | null {
  const match = LOCAL_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match;
  if (Number(hour) > 23 || Number(minute) > 59) return null;
  return parseFrenchLocaleString(`${day}/${month}/${year} ${hour}:${minute}:${second}`);
}

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The datetime-local value (« 2026-07-15T08:30 ») of an instant, in Paris. */
export function epochToParisLocal(millis: EpochMillis): string {
  const parts = Object.fromEntries(
    parisParts.formatToParts(new Date(millis)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** « 2026-11-24 » (an <input type="date">) → the first millisecond of that day in Paris. */
export const parisDayStart = (day: string): EpochMillis | null => parisLocalToEpoch(`${day}T00:00`);

/** « 2026-11-24 » → the last millisecond of that day in Paris (23 or 25 hours long on DST days). */
export function parisDayEnd(day: string): EpochMillis | null {
  const lastSecond = parisLocalToEpoch(`${day}T23:59:59`);
  return lastSecond === null ? null : lastSecond + 999;
}

/** The <input type="date"> value (« 2026-11-24 ») of an instant, in Paris. */
export const epochToParisDay = (millis: EpochMillis): string =>
  epochToParisLocal(millis).slice(0, 10);
