import { describe, expect, it } from 'vitest';
import {
  epochToParisDay,
  epochToParisLocal,
  parisDayEnd,
  parisDayStart,
  parisLocalToEpoch,
} from '@/domain/shared/paris-local-time';

describe('[CL5] datetime-local values are Paris wall-clock times', () => {
  it.each([
    ['2026-07-15T08:30', Date.UTC(2026, 6, 15, 6, 30)], // summer, UTC+2
    ['2026-01-15T08:30', Date.UTC(2026, 0, 15, 7, 30)], // winter, UTC+1
    ['2026-03-29T03:30', Date.UTC(2026, 2, 29, 1, 30)], // the morning clocks go forward
    ['2026-10-25T12:00', Date.UTC(2026, 9, 25, 11, 0)], // the day clocks go back
  ])('%s → %s', (local, utc) => {
    expect(parisLocalToEpoch(local)).toBe(utc);
    expect(epochToParisLocal(utc)).toBe(local);
  });

  it.each(['', '15/07/2026 08:30', '2026-02-30T08:30', '2026-07-15T25:00', 'demain'])(
    'refuses %j',
    (value) => expect(parisLocalToEpoch(value)).toBeNull(),
  );
});

describe('[CL5b] a date typed in France is a Paris calendar day', () => {
  it.each([
    ['2026-11-24', Date.UTC(2026, 10, 23, 23, 0), Date.UTC(2026, 10, 24, 22, 59, 59, 999)], // winter, UTC+1
    ['2026-07-15', Date.UTC(2026, 6, 14, 22, 0), Date.UTC(2026, 6, 15, 21, 59, 59, 999)], // summer, UTC+2
    ['2026-10-25', Date.UTC(2026, 9, 24, 22, 0), Date.UTC(2026, 9, 25, 22, 59, 59, 999)], // a 25-hour day
  ])('%s runs from %s to %s', (day, start, end) => {
    expect(parisDayStart(day)).toBe(start);
    expect(parisDayEnd(day)).toBe(end);
    expect(epochToParisDay(start)).toBe(day);
    expect(epochToParisDay(end)).toBe(day);
  });

  it('refuses what is not a day', () => {
    expect(parisDayStart('24/11/2026')).toBeNull();
    expect(parisDayEnd('')).toBeNull();
  });
});
