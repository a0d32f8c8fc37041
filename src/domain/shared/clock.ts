/** Injectable time source: domain code never reads the wall clock itself, so tests pin time. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** Injectable randomness: returns a float in [0, 1), like Math.random. */
export type RandomSource = () => number;

export const MILLIS_PER_SECOND = 1000;
export const MILLIS_PER_MINUTE = 60 * MILLIS_PER_SECOND;
export const MILLIS_PER_HOUR = 60 * MILLIS_PER_MINUTE;
export const MILLIS_PER_DAY = 24 * MILLIS_PER_HOUR;

export const fixedClock = (millis: number): Clock => ({ now: () => millis });
