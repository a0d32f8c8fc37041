import type { RandomSource } from '@/domain/shared/clock';
import { HEX_DIGITS, randomChars } from '@/domain/ids/random-chars';

/**
 * The idempotency key of an outbox entry (ARCHITECTURE §5.2), shaped like a UUID v4 so the remote can
 * index it like one. Randomness is injected so tests are reproducible.
 */
export function newOpId(random: RandomSource): string {
  const hex = (length: number) => randomChars(random, length, HEX_DIGITS);
  const variant = randomChars(random, 1, '89ab');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
}

export const OP_ID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
