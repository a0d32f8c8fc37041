import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareCheckpoints,
  isAfterCheckpoint,
  millisToServerTimestamp,
  serverTimestampToMillis,
  type Checkpoint,
} from '@/domain/sync/server-timestamp';

const at = (seconds: number, nanoseconds: number, id: string): Checkpoint => ({
  ts: { seconds, nanoseconds },
  id,
});

describe('[CP1] pull positions are totally ordered by (time, id)', () => {
  it.each<[string, Checkpoint, Checkpoint, number]>([
    ['earlier second first', at(1, 999_999_999, 'z'), at(2, 0, 'a'), -1],
    ['sub-millisecond difference counts', at(5, 1_000, 'b'), at(5, 1_001, 'a'), -1],
    ['same time: id breaks the tie', at(5, 7, 'a'), at(5, 7, 'b'), -1],
    ['equal positions', at(5, 7, 'a'), at(5, 7, 'a'), 0],
    ['later first', at(6, 0, 'a'), at(5, 0, 'a'), 1],
    ['same time, greater id', at(5, 7, 'c'), at(5, 7, 'b'), 1],
  ])('%s', (_, a, b, sign) => {
    expect(Math.sign(compareCheckpoints(a, b))).toBe(sign);
  });

  it('is antisymmetric for any pair', () => {
    const checkpoint = fc.record({
      ts: fc.record({ seconds: fc.nat(100), nanoseconds: fc.nat(999_999_999) }),
      id: fc.string({ maxLength: 3 }),
    });
    fc.assert(
      fc.property(checkpoint, checkpoint, (a, b) => {
        expect(Math.sign(compareCheckpoints(a, b))).toBe(-Math.sign(compareCheckpoints(b, a)));
      }),
    );
  });
});

describe('[CP2] strictly-after test used by paging', () => {
  it('everything is after a null checkpoint', () => {
    expect(isAfterCheckpoint(at(0, 0, 'a'), null)).toBe(true);
  });
  it('the checkpoint itself is not after itself (no document pulled twice)', () => {
    expect(isAfterCheckpoint(at(3, 3, 'x'), at(3, 3, 'x'))).toBe(false);
  });
  it('a document sharing the time with a greater id is after', () => {
    expect(isAfterCheckpoint(at(3, 3, 'y'), at(3, 3, 'x'))).toBe(true);
  });
});

describe('[CP3] conversions keep the millisecond', () => {
  it('round-trips any epoch millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (millis) => {
        expect(serverTimestampToMillis(millisToServerTimestamp(millis))).toBe(millis);
      }),
    );
  });
  it('adds extra nanoseconds below the millisecond', () => {
    expect(millisToServerTimestamp(1_500, 42)).toEqual({ seconds: 1, nanoseconds: 500_000_042 });
  });
});
