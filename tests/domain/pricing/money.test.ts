import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuros, roundCents } from '@/domain/pricing/money';

// fr-FR uses a narrow no-break space between thousands and a no-break space before €.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('[PRC4] euro amounts are formatted the French way', () => {
  it.each([
    [199, '199 €'],
    [29.9, '29,90 €'],
    [1234.5, '1 234,50 €'],
    [0, '0 €'],
  ])('[PRC4] %s → « %s »', (amount, text) => {
    expect(normalise(formatEuros(amount))).toBe(text);
  });

  it.each([
    [89.69999999999999, 89.7],
    [0.125, 0.13],
    [10, 10],
  ])('[PRC4] roundCents(%s) = %s', (amount, rounded) => {
    expect(roundCents(amount)).toBe(rounded);
  });

  it('[PRC4] property: rounding never moves more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (amount) => {
        expect(Math.abs(roundCents(amount) - amount)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});
