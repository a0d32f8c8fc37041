import { describe, expect, it } from 'vitest';
import {
  epochToParisLocal,
  parisLocalToEpoch,
} from '@/features/transports/clinic/form/paris-datetime';

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
