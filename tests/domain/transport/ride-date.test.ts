import { describe, expect, it } from 'vitest';
import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { parseFrenchLocaleString } from '@/domain/shared/timestamp';
import { rideDateProblem } from '@/domain/transport/ride-date';

const NOW = parseFrenchLocaleString('22/11/2026 09:00:00')!;
const at = (text: string) => parseFrenchLocaleString(text)!;

describe('[RD1] a new or edited request is dated ahead of now, within a year', () => {
  it.each([
    ['15/01/2020, years ago', at('15/01/2020 10:00:00'), 'past'],
    ['yesterday', NOW - MILLIS_PER_DAY, 'past'],
    ['16 minutes ago', NOW - 16 * MILLIS_PER_MINUTE, 'past'],
    ['15 minutes ago: a ride starting now, typed slowly', NOW - 15 * MILLIS_PER_MINUTE, null],
    ['now', NOW, null],
    ['tomorrow morning', at('23/11/2026 08:30:00'), null],
    ['in exactly a year', NOW + 365 * MILLIS_PER_DAY, null],
    ['a year and a minute away', NOW + 365 * MILLIS_PER_DAY + MILLIS_PER_MINUTE, 'too-far'],
    ['2099', at('01/01/2099 08:00:00'), 'too-far'],
  ] as const)('%s → %s', (_name, date, problem) => {
    expect(rideDateProblem(date, NOW)).toBe(problem);
  });
});
