import type { RandomSource } from '@/domain/shared/clock';

export const UPPER_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const HEX_DIGITS = '0123456789abcdef';

/** `length` characters of `alphabet` drawn from the injected source. */
export function randomChars(random: RandomSource, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i += 1) {
    // min() guards a source that returns exactly 1.
    out += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))];
  }
  return out;
}
