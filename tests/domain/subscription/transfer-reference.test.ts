import { describe, expect, it } from 'vitest';
import {
  isTransferReference,
  newTransferReference,
} from '@/domain/subscription/transfer-reference';

const sequence = (values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('[REF1] a transfer reference is ABO- and ten A–Z/0–9 characters, from the injected randomness', () => {
  it.each([
    [[0], 'ABO-0000000000'],
    [[0.999999], 'ABO-ZZZZZZZZZZ'],
    [[1], 'ABO-ZZZZZZZZZZ'],
    [[0.5, 0.1], 'ABO-I3I3I3I3I3'],
  ])('[REF1] %j → %s', (values, expected) => {
    const reference = newTransferReference(sequence(values));
    expect(reference).toBe(expected);
    expect(isTransferReference(reference)).toBe(true);
  });

  it.each(['abo-0000000000', 'ABO-000', 'ABO-00000000000', 'ABO-ÉÉÉÉÉÉÉÉÉÉ', 42, null])(
    '[REF1] %j is not a reference',
    (value) => {
      expect(isTransferReference(value)).toBe(false);
    },
  );

  it('[REF1] two requests get different references', () => {
    expect(newTransferReference(Math.random)).not.toBe(newTransferReference(Math.random));
  });
});
