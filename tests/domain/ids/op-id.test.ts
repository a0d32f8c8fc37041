import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newOpId, OP_ID_PATTERN } from '@/domain/ids/op-id';

describe('[ID8] opIds are UUID v4-shaped and drawn only from the injected source', () => {
  it('[ID8] deterministic for a given source', () => {
    expect(newOpId(() => 0)).toBe('00000000-0000-4000-8000-000000000000');
    expect(newOpId(() => 0.99)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });

  it('[ID8] property: always matches the v4 pattern', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1 }),
        (draws) => {
          let i = 0;
          return OP_ID_PATTERN.test(newOpId(() => draws[i++ % draws.length]!));
        },
      ),
    );
  });
});
