import { describe, expect, it } from 'vitest';
import { clinicMonthlyFigures, frenchMonth } from '@/domain/award/award-figures';
import { newAwardEntry, type AwardEntry } from '@/domain/award/award-log';

const MIN = 60_000;
const NOV = Date.UTC(2026, 10, 20, 8, 0);
const entry = (
  rideId: string,
  orgId: string,
  offeredAt: number,
  patch: Partial<AwardEntry> = {},
): AwardEntry => ({ ...newAwardEntry(rideId, orgId, `Société ${orgId}`, offeredAt), ...patch });

describe('[AWD-FIG1] the clinic’s monthly figures over its requests', () => {
  it('[AWD-FIG1] requests offered / opened / accepted, median from the first offer, responders named, the others counted', () => {
    const figures = clinicMonthlyFigures([
      // r1: offered to a then b (widened), b accepted 9 min after the first offer.
      entry('r1', 'a', NOV, { openedAt: NOV + MIN, refusedAt: NOV + 2 * MIN, reason: 'too_far' }),
      entry('r1', 'b', NOV + 5 * MIN, { openedAt: NOV + 6 * MIN, acceptedAt: NOV + 9 * MIN }),
      // r2: a accepted after 3 min; c opened silently.
      entry('r2', 'a', NOV + 60 * MIN, { acceptedAt: NOV + 63 * MIN, openedAt: NOV + 63 * MIN }),
      entry('r2', 'c', NOV + 60 * MIN, { openedAt: NOV + 61 * MIN }),
      // r3: offered to d, never opened.
      entry('r3', 'd', NOV + 120 * MIN),
      // r4: 30 November 23:30 UTC is 1 December in Paris.
      entry('r4', 'a', Date.UTC(2026, 10, 30, 23, 30), {
        openedAt: Date.UTC(2026, 10, 30, 23, 31),
      }),
    ]);
    expect(figures.map((f) => f.month)).toEqual(['2026-12', '2026-11']);
    const [december, november] = figures;
    expect(november).toMatchObject({
      offered: 3,
      opened: 2,
      accepted: 2,
      medianMinutesToAccept: 6,
    });
    expect(november!.responders).toEqual([
      { orgId: 'a', name: 'Société a', accepted: 1, refused: 1 },
      { orgId: 'b', name: 'Société b', accepted: 1, refused: 0 },
    ]);
    expect(november!.silent).toBe(2);
    expect(december).toMatchObject({
      offered: 1,
      opened: 1,
      accepted: 0,
      medianMinutesToAccept: null,
      responders: [],
      silent: 1,
    });
  });
  it('[AWD-FIG1] no entry, no month; months read in French', () => {
    expect(clinicMonthlyFigures([])).toEqual([]);
    expect(frenchMonth('2026-11')).toBe('novembre 2026');
    expect(frenchMonth('2027-01')).toBe('janvier 2027');
  });
});
