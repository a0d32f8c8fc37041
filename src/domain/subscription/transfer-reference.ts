import { randomChars, UPPER_ALPHANUMERIC } from '@/domain/ids/random-chars';
import type { RandomSource } from '@/domain/shared/clock';

/**
 * A subscription request's id doubles as its SEPA transfer reference (« ABO-7K2M9Q4XPD »): SEPA's remittance field
 * keeps A–Z and 0–9 reliably, so the admin can match a received transfer to its request by reading it. Ten characters
 * of 36 make a collision between two requests negligible; the server refuses a second document with the same id.
 */
export const TRANSFER_REFERENCE_PREFIX = 'ABO-';
export const TRANSFER_REFERENCE_LENGTH = 10;
export const TRANSFER_REFERENCE_PATTERN = /^ABO-[0-9A-Z]{10}$/;

export function newTransferReference(random: RandomSource): string {
  return (
    TRANSFER_REFERENCE_PREFIX + randomChars(random, TRANSFER_REFERENCE_LENGTH, UPPER_ALPHANUMERIC)
  );
}

export function isTransferReference(value: unknown): value is string {
  return typeof value === 'string' && TRANSFER_REFERENCE_PATTERN.test(value);
}
