import type { OutboxEntry } from '@/data/ports';
import type { RandomSource } from '@/domain/shared/clock';
import { MILLIS_PER_MINUTE, MILLIS_PER_SECOND } from '@/domain/shared/clock';

/** research/sync.md §2 Retries: min(1 s·2^n, 5 min), full jitter, reset on `online`. */
export const BACKOFF_BASE_MS = MILLIS_PER_SECOND;
export const BACKOFF_CAP_MS = 5 * MILLIS_PER_MINUTE;

/** A drain horizon later than any nextAttemptAt: every pending head is due. Finite so any store can index it. */
export const EVERYTHING_DUE = Number.MAX_SAFE_INTEGER;

/** Upper bound of the n-th delay. The exponent is clamped first so an old entry cannot overflow to Infinity. */
export function backoffCeiling(exponent: number): number {
  const clamped = Math.min(Math.max(Math.floor(exponent), 0), 30);
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** clamped);
}

/** Full jitter: uniform in [0, ceiling), so devices that lost the network together do not retry together. */
export function backoffDelay(exponent: number, random: RandomSource): number {
  const unit = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(unit * backoffCeiling(exponent));
}

export interface BackoffTracker {
  /** The `now` to give `drainable`: everything right after a reset (consumed), else the clock. */
  horizon(now: number): number;
  /** Delay before retrying `entry`, which just failed; `attempts` is the value read before this attempt. */
  delayFor(entry: Pick<OutboxEntry, 'seq' | 'attempts'>): number;
  /** Makes every entry due now and restarts the exponent of every entry at 0. */
  reset(): void;
  forget(seq: number): void;
}

/**
 * The reset lives in memory, not in the outbox: "the network just came back" is a fact about this session, not
 * about the stored entries. Until the first reset the exponent is the durable `attempts`, so a reload loop keeps
 * backing off; after a reset it counts only the failures since, by remembering each entry's attempts at its
 * first failure after the reset.
 */
export function createBackoffTracker(random: RandomSource): BackoffTracker {
  let everythingDue = false;
  let baselines: Map<number, number> | null = null;
  return {
    horizon(now) {
      const horizon = everythingDue ? EVERYTHING_DUE : now;
      everythingDue = false;
      return horizon;
    },
    delayFor({ seq, attempts }) {
      let baseline = 0;
      if (baselines !== null) {
        baseline = baselines.get(seq) ?? attempts;
        baselines.set(seq, baseline);
      }
      return backoffDelay(attempts - baseline, random);
    },
    reset() {
      everythingDue = true;
      baselines = new Map();
    },
    forget(seq) {
      baselines?.delete(seq);
    },
  };
}
