import { FALLBACK_ID } from '@/domain/constants';
import type { Clock, RandomSource } from '@/domain/shared/clock';
import { randomChars, UPPER_ALPHANUMERIC } from '@/domain/ids/random-chars';

type FallbackShape = { prefix: string; randomLength: number };

/**
 * Local ids used when the counter-based generator fails (spec §8/§9): prefix, the clock in base 36,
 * then random characters, all upper-case so the id reads as one token.
 */
function fallbackId({ prefix, randomLength }: FallbackShape, clock: Clock, random: RandomSource) {
  const timePart = clock.now().toString(36).toUpperCase();
  return `${prefix}${timePart}${randomChars(random, randomLength, UPPER_ALPHANUMERIC)}`;
}

/** « TRA- » + time + 6 random characters. */
export function fallbackTransportId(clock: Clock, random: RandomSource): string {
  return fallbackId(FALLBACK_ID.transport, clock, random);
}

/** « PAT- » + time + 8 random characters. */
export function fallbackPatientId(clock: Clock, random: RandomSource): string {
  return fallbackId(FALLBACK_ID.patient, clock, random);
}

// At least one time character before the random tail.
const shapePattern = ({ prefix, randomLength }: FallbackShape) =>
  `${prefix}[0-9A-Z]{${randomLength + 1},}`;
const FALLBACK_PATTERN = new RegExp(
  `^(?:${shapePattern(FALLBACK_ID.transport)}|${shapePattern(FALLBACK_ID.patient)})$`,
);

const FALLBACK_PATIENT_PATTERN = new RegExp(`^${shapePattern(FALLBACK_ID.patient)}$`);

/** True for a patient id made on the device (« PAT-… ») that the server has not numbered yet. */
export function isFallbackPatientId(id: string): boolean {
  return FALLBACK_PATIENT_PATTERN.test(id);
}

/** True for an id made locally by the fallback rather than by a counter. */
export function isFallbackId(id: string): boolean {
  return FALLBACK_PATTERN.test(id);
}
