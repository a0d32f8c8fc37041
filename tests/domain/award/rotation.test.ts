import { describe, expect, it } from 'vitest';
import {
  nextInTurn,
  offeredInRotation,
  rotationOrder,
  rotationTurn,
  ROTATION_WINDOW_MIN,
} from '@/domain/award/rotation';

const ZONE = ['ambu_0003', 'ambu_0001', 'ambu_0002', 'ambu_0001'];
const T0 = Date.UTC(2026, 10, 27, 8, 0);
const MIN = 60_000;

describe('[ROT1] the order of turns in a zone', () => {
  it('[ROT1] by id, duplicates dropped', () => {
    expect(rotationOrder(ZONE)).toEqual(['ambu_0001', 'ambu_0002', 'ambu_0003']);
  });
  it.each([
    ['nobody served yet: the first', null, 'ambu_0001'],
    ['after the first: the second', 'ambu_0001', 'ambu_0002'],
    ['after the last: round again', 'ambu_0003', 'ambu_0001'],
    ['the one served last left the zone: the next by id', 'ambu_00015', 'ambu_0002'],
    ['the one served last sorted after everyone: round again', 'ambu_0009', 'ambu_0001'],
  ] as const)('[ROT1] %s', (_label, last, expected) => {
    expect(nextInTurn(ZONE, last)).toBe(expected);
  });
  it('[ROT1] an empty zone has no turn', () => {
    expect(nextInTurn([], 'ambu_0001')).toBeNull();
  });
  it('[ROT1] three requests in a row go to three companies in turn', () => {
    const served: string[] = [];
    let last: string | null = null;
    for (let i = 0; i < 4; i += 1) {
      last = nextInTurn(ZONE, last);
      served.push(last!);
    }
    expect(served).toEqual(['ambu_0001', 'ambu_0002', 'ambu_0003', 'ambu_0001']);
  });
});

describe('[ROT2] the exclusive window', () => {
  const turn = rotationTurn(ZONE, 'ambu_0001', T0);
  it('[ROT2] opens at creation for the company in turn, for the default window', () => {
    expect(turn).toEqual({
      companyId: 'ambu_0002',
      exclusiveUntil: T0 + ROTATION_WINDOW_MIN * MIN,
    });
  });
  it.each([
    ['the company in turn, at creation', 'ambu_0002', T0, true],
    ['another company, at creation', 'ambu_0003', T0, false],
    ['another company, a second before the end', 'ambu_0001', T0 + 3 * MIN - 1000, false],
    ['another company, at the end of the window', 'ambu_0001', T0 + 3 * MIN, true],
    ['the company in turn, after the window', 'ambu_0002', T0 + 10 * MIN, true],
  ] as const)('[ROT2] %s: %s', (_label, company, now, expected) => {
    expect(offeredInRotation(turn, company, now)).toBe(expected);
  });
  it('[ROT2] a window of its own length; a zone without companies keeps nobody out', () => {
    expect(rotationTurn(ZONE, null, T0, 1).exclusiveUntil).toBe(T0 + MIN);
    expect(offeredInRotation(rotationTurn([], null, T0), 'ambu_0009', T0)).toBe(true);
  });
});
