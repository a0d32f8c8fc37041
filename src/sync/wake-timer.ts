import type { Clock } from '@/domain/shared/clock';
import { MILLIS_PER_SECOND } from '@/domain/shared/clock';

/** Floor of a wake-up delay: full jitter may give ~0 ms, which must not turn into a hot loop against a dead server. */
export const MIN_WAKE_MS = MILLIS_PER_SECOND;

export interface WakeTimer {
  /** Fires at `time` (injected-clock epoch ms), unless an earlier wake-up is already set. */
  at(time: number): void;
  cancel(): void;
}

/** Brings the engine back when the earliest retry falls due, instead of waiting for the 60 s timer. */
export function createWakeTimer(clock: Clock, fire: () => void): WakeTimer {
  let pending: { time: number; handle: ReturnType<typeof setTimeout> } | null = null;
  const cancel = () => {
    if (pending !== null) clearTimeout(pending.handle);
    pending = null;
  };
  return {
    at(time) {
      if (pending !== null && pending.time <= time) return;
      cancel();
      const delay = Math.max(MIN_WAKE_MS, time - clock.now());
      const handle = setTimeout(() => {
        pending = null;
        fire();
      }, delay);
      pending = { time, handle };
    },
    cancel,
  };
}
