import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban } from '@/domain/billing/bank-details';

describe('[BNK1] IBAN: shape and mod-97 key', () => {
  it.each([
    ['FR7630006000011234567890189', true],
    ['fr76 3000 6000 0112 3456 7890 189', true],
    ['DE89370400440532013000', true],
    ['FR7630006000011234567890188', false],
    ['FR76', false],
    ['', false],
    ['7630006000011234567890189FR', false],
  ])('[BNK1] %s → %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('[BNK1] printed in groups of four', () => {
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('[BNK2] BIC: 8 or 11 characters, bank, country, place, branch', () => {
  it.each([
    ['BNPAFRPP', true],
    ['BNPAFRPPXXX', true],
    ['bnpa frpp', true],
    ['BNPAFRP', false],
    ['BNPA12PP', false],
    ['BNPAFRPPXX', false],
  ])('[BNK2] %s → %s', (bic, valid) => {
    expect(isValidBic(bic)).toBe(valid);
  });
});
