import { z } from 'zod';

/**
 * Timestamps in stored documents come in several shapes (spec §3: profile timestamps are fr-FR Europe/Paris
 * locale strings *or* timestamps). The domain normalises every one of them to epoch milliseconds.
 */
export type EpochMillis = number;

export const PARIS_TIME_ZONE = 'Europe/Paris';
export const FRENCH_LOCALE = 'fr-FR';

// "22/11/2026 19:39:26" or "22/11/2026, 19:39:26" (toLocaleString('fr-FR') varies by engine), seconds optional.
const FR_LOCALE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})(?:,?\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Offset of Europe/Paris from UTC at a given instant, in milliseconds (+1 h winter, +2 h summer). */
function parisOffsetAt(utcMillis: number): number {
  const parts = Object.fromEntries(
    parisParts.formatToParts(new Date(utcMillis)).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(utcMillis / 1000) * 1000;
}

/** Parses a fr-FR wall-clock string read in Europe/Paris; null when it is not one. */
export function parseFrenchLocaleString(text: string): EpochMillis | null {
  const match = FR_LOCALE_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, day, month, year, hour = '00', minute = '00', second = '00'] = match;
  const wallAsUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  if (Number.isNaN(wallAsUtc)) return null;
  // Two passes settle the offset across a daylight-saving change.
  const firstGuess = wallAsUtc - parisOffsetAt(wallAsUtc);
  const utc = wallAsUtc - parisOffsetAt(firstGuess);
  const check = new Date(wallAsUtc);
  if (check.getUTCDate() !== Number(day) || check.getUTCMonth() !== Number(month) - 1) return null;
  return utc;
}

/** Formats an instant as the spec's profile timestamp: fr-FR locale string in Europe/Paris. */
export function toFrenchLocaleString(millis: EpochMillis): string {
  return new Date(millis).toLocaleString(FRENCH_LOCALE, { timeZone: PARIS_TIME_ZONE });
}

const firestoreLike = z.union([
  z.object({ seconds: z.number(), nanoseconds: z.number() }),
  z.object({ _seconds: z.number(), _nanoseconds: z.number() }),
]);

/** Anything with toMillis() (a Firestore Timestamp instance), checked structurally to stay SDK-free. */
function hasToMillis(value: unknown): value is { toMillis(): number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'toMillis' in value &&
    typeof (value as { toMillis: unknown }).toMillis === 'function'
  );
}

/** Normalises any accepted timestamp shape to epoch milliseconds; null when unreadable. */
export function toEpochMillis(value: unknown): EpochMillis | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  // Firestore Timestamps keep microseconds: toMillis() may return a fraction; the domain counts whole ms.
  if (hasToMillis(value)) return Math.floor(value.toMillis());
  if (typeof value === 'string') {
    const french = parseFrenchLocaleString(value);
    if (french !== null) return french;
    // ISO 8601 only: Date.parse accepts too many loose formats to be trusted with anything else.
    if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
    const iso = Date.parse(value);
    return Number.isNaN(iso) ? null : iso;
  }
  const parsed = firestoreLike.safeParse(value);
  if (!parsed.success) return null;
  const { seconds, nanoseconds } =
    'seconds' in parsed.data
      ? parsed.data
      : { seconds: parsed.data._seconds, nanoseconds: parsed.data._nanoseconds };
  return seconds * 1000 + Math.floor(nanoseconds / 1_000_000);
}

/** zod schema: any accepted timestamp shape in, epoch milliseconds out. */
export const timestampSchema = z.unknown().transform((value, ctx) => {
  const millis = toEpochMillis(value);
  if (millis === null) {
    ctx.addIssue({ code: 'custom', message: 'Horodatage illisible' });
    return z.NEVER;
  }
  return millis;
});

/** Formats an instant for display: « 22/11/2026 14:02 », Europe/Paris. */
export function formatDateTime(millis: EpochMillis): string {
  return new Date(millis).toLocaleString(FRENCH_LOCALE, {
    timeZone: PARIS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Formats the time of day: « 14:02 », Europe/Paris. */
export function formatTime(millis: EpochMillis): string {
  return new Date(millis).toLocaleTimeString(FRENCH_LOCALE, {
    timeZone: PARIS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A ride's date as a sentence says it: « 12/12/2026 à 10:00 », Europe/Paris. */
export function formatRideDate(millis: EpochMillis): string {
  const day = new Date(millis).toLocaleDateString(FRENCH_LOCALE, {
    timeZone: PARIS_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return `${day} à ${formatTime(millis)}`;
}
