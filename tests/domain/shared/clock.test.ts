import { describe, expect, it } from 'vitest';
import { fixedClock, MILLIS_PER_DAY } from '@/domain/shared/clock';

describe('[CLK1] injectable clock', () => {
  it('a fixed clock always answers the same instant', () => {
    const clock = fixedClock(42);
    expect([clock.now(), clock.now()]).toEqual([42, 42]);
    expect(MILLIS_PER_DAY).toBe(86_400_000);
  });
});
