import { describe, expect, it } from 'vitest';
import {
  FIGURES_MONTHS,
  inPeriod,
  monthsEndingWith,
  parisMonth,
  shiftMonth,
} from '@/domain/award/award-months';

/** [AWM] Issue 23: the award figures read by Paris month. */
describe('[AWM1] les mois de Paris', () => {
  it.each([
    [
      'fin octobre 23:30 UTC (heure d’hiver) : déjà novembre à Paris',
      Date.UTC(2026, 9, 31, 23, 30),
      '2026-11',
    ],
    [
      '30 juin 22:30 UTC (heure d’été) : déjà juillet à Paris',
      Date.UTC(2026, 5, 30, 22, 30),
      '2026-07',
    ],
    ['15 mars midi', Date.UTC(2026, 2, 15, 12), '2026-03'],
  ])('[AWM1] %s', (_case, at, month) => {
    expect(parisMonth(at)).toBe(month);
  });

  it.each([
    ['2026-11', 1, '2026-12'],
    ['2026-12', 1, '2027-01'],
    ['2026-01', -1, '2025-12'],
    ['2026-06', -6, '2025-12'],
    ['2026-06', -18, '2024-12'],
    ['2026-06', 0, '2026-06'],
  ])('[AWM2] %s décalé de %i : %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });
});

describe('[AWM3] la période lue couvre exactement les mois affichés', () => {
  it('[AWM3] six mois finissant en novembre 2026 : de juin à novembre, bornes à minuit de Paris', () => {
    const { months, period } = monthsEndingWith('2026-11');
    expect(months).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06']);
    expect(months).toHaveLength(FIGURES_MONTHS);
    // 1 June 00:00 Paris (summer time, UTC+2) and 1 December 00:00 Paris (winter time, UTC+1).
    expect(period).toEqual({ from: Date.UTC(2026, 4, 31, 22), to: Date.UTC(2026, 10, 30, 23) });
  });

  it('[AWM3] une entrée est dans la période de son mois de Paris, pas dans la voisine', () => {
    const { period } = monthsEndingWith('2026-11', 1);
    const lastMinute = Date.UTC(2026, 10, 30, 22, 59);
    const nextMonth = Date.UTC(2026, 10, 30, 23, 0);
    const octoberNight = Date.UTC(2026, 9, 31, 22, 59); // 31 October 23:59 Paris
    expect(inPeriod(lastMinute, period)).toBe(true);
    expect(inPeriod(nextMonth, period)).toBe(false);
    expect(inPeriod(octoberNight, period)).toBe(false);
    expect(parisMonth(period.from)).toBe('2026-11');
  });

  it('[AWM3] les mois précédents se lisent à la suite, sans trou ni recouvrement', () => {
    const recent = monthsEndingWith('2026-11');
    const older = monthsEndingWith(shiftMonth(recent.months.at(-1)!, -1));
    expect(older.months[0]).toBe('2026-05');
    expect(older.period.to).toBe(recent.period.from);
  });
});
