import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTERS_COLLECTION,
  incrementedCounter,
  nextCounterValue,
  parseCounter,
} from '@/domain/counter/counter';
import { NOW } from '../user/user-fixture';

describe('[CNT1] counter documents (collection counters: value, lastUpdated, type)', () => {
  it('[CNT1] a stored counter parses', () => {
    expect(
      parseCounter('transport_vsl', {
        value: 41,
        lastUpdated: '22/11/2026 14:00:00',
        type: 'transport',
      }),
    ).toEqual({ ok: true, value: { value: 41, lastUpdated: NOW, type: 'transport' } });
  });

  it.each([[{ value: -1 }], [{ value: 1.5 }], [{ type: 'transport' }]])(
    '[CNT1] %j is rejected for the counters collection',
    (data) => {
      const result = parseCounter('c', data);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.collection).toBe(COUNTERS_COLLECTION);
    },
  );
});

describe('[CNT2] the next value is one more than the current, 1 for a missing counter', () => {
  it.each([
    [null, 1],
    [undefined, 1],
    [{ value: 0 }, 1],
    [{ value: 41 }, 42],
  ])('[CNT2] %j → %i', (current, next) => {
    expect(nextCounterValue(current)).toBe(next);
  });

  it('[CNT2] property: strictly increasing by exactly one', () => {
    fc.assert(fc.property(fc.nat(), (value) => nextCounterValue({ value }) === value + 1));
  });

  it('[CNT2] the written document carries value, time and type', () => {
    expect(incrementedCounter({ value: 9 }, 'patient', NOW)).toEqual({
      value: 10,
      lastUpdated: NOW,
      type: 'patient',
    });
  });
});
