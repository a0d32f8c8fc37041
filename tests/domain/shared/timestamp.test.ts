import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatTime,
  parseFrenchLocaleString,
  timestampSchema,
  toEpochMillis,
  toFrenchLocaleString,
} from '@/domain/shared/timestamp';

describe('[TS1] fr-FR Europe/Paris locale strings (profile timestamps, spec §3)', () => {
  it.each([
    ['winter time (UTC+1)', '22/11/2026 19:39:26', Date.UTC(2026, 10, 22, 18, 39, 26)],
    ['summer time (UTC+2)', '15/07/2026 08:00:00', Date.UTC(2026, 6, 15, 6, 0, 0)],
    [
      'with a comma, as some engines print it',
      '22/11/2026, 19:39:26',
      Date.UTC(2026, 10, 22, 18, 39, 26),
    ],
    ['without seconds', '22/11/2026 19:39', Date.UTC(2026, 10, 22, 18, 39)],
    ['date only: midnight in Paris', '01/01/2026', Date.UTC(2025, 11, 31, 23, 0)],
    ['the morning after the spring change', '29/03/2026 03:30:00', Date.UTC(2026, 2, 29, 1, 30)],
    ['the evening before the autumn change', '24/10/2026 23:00:00', Date.UTC(2026, 9, 24, 21, 0)],
  ])('%s', (_, text, millis) => {
    expect(parseFrenchLocaleString(text)).toBe(millis);
  });

  it.each(['31/02/2026 10:00', '2026-11-22', 'hier', '22/13/2026'])('rejects %s', (text) => {
    expect(parseFrenchLocaleString(text)).toBeNull();
  });

  it('round-trips what the app writes', () => {
    const millis = Date.UTC(2026, 10, 22, 18, 39, 26);
    expect(toFrenchLocaleString(millis)).toBe('22/11/2026 19:39:26');
    expect(parseFrenchLocaleString(toFrenchLocaleString(millis))).toBe(millis);
  });
});

describe('[TS2] every stored timestamp shape normalises to epoch milliseconds', () => {
  const millis = Date.UTC(2026, 10, 22, 13, 2, 3, 456);
  it.each<[string, unknown, number | null]>([
    ['a number', millis, millis],
    ['a Date', new Date(millis), millis],
    ['a Firestore Timestamp (toMillis)', { toMillis: () => millis }, millis],
    [
      '{seconds, nanoseconds}',
      { seconds: Math.floor(millis / 1000), nanoseconds: 456_789_000 },
      millis,
    ],
    [
      '{_seconds, _nanoseconds}',
      { _seconds: Math.floor(millis / 1000), _nanoseconds: 456_000_000 },
      millis,
    ],
    ['an ISO string', '2026-11-22T13:02:03.456Z', millis],
    ['a fr-FR string', '22/11/2026 14:02:03', millis - 456],
    ['NaN', Number.NaN, null],
    ['an invalid Date', new Date('invalid'), null],
    ['a loose English date', 'Nov 22 2026', null],
    ['an impossible ISO date', '2026-13-45T00:00:00Z', null],
    ['null', null, null],
    ['an object of another shape', { when: 'demain' }, null],
  ])('%s', (_, value, expected) => {
    expect(toEpochMillis(value)).toBe(expected);
  });

  it('fails schema parsing with a French message when unreadable', () => {
    const result = timestampSchema.safeParse('jamais');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Horodatage illisible');
  });
});

describe('[TS3] display in fr-FR, Europe/Paris', () => {
  const at = Date.UTC(2026, 10, 22, 13, 2);
  it('formats date and time', () => {
    expect(formatDateTime(at)).toBe('22/11/2026 14:02');
  });
  it('formats the time of day', () => {
    expect(formatTime(at)).toBe('14:02');
  });
});

describe('[TS4] Firestore microseconds never leak fractions of a millisecond', () => {
  it('floors toMillis()', () => {
    expect(toEpochMillis({ toMillis: () => 1_000.999 })).toBe(1_000);
  });
});
