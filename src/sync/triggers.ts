import type { ConnectivityPort, LeaderPort, Unsubscribe } from '@/data/ports';
import type { SyncReason } from '@/sync/sync-reason';

/**
 * Something that asks for a sync. The engine starts its sources on start() and stops them on stop(); the app adds
 * its own (visibilitychange/pageshow → 'visibility', auth token refresh → 'auth').
 */
export type TriggerSource = (fire: (reason: SyncReason) => void) => Unsubscribe;

export const intervalTrigger =
  (intervalMs: number): TriggerSource =>
  (fire) => {
    const handle = setInterval(() => fire('timer'), intervalMs);
    return () => clearInterval(handle);
  };

/** Other tabs' requests (BroadcastChannel): the leader drains, followers refresh their counts. */
export const nudgeTrigger =
  (leader: LeaderPort, lockName: string): TriggerSource =>
  (fire) =>
    leader.onNudge(lockName, () => fire('nudge'));

export const connectivityTrigger =
  (connectivity: ConnectivityPort, onChange: (online: boolean) => void): TriggerSource =>
  (fire) =>
    connectivity.subscribe((online) => {
      onChange(online);
      if (online) fire('online');
    });

export function startTriggers(
  sources: readonly TriggerSource[],
  fire: (reason: SyncReason) => void,
): Unsubscribe {
  const stops = sources.map((source) => source(fire));
  return () => stops.reverse().forEach((stop) => stop());
}

export interface Coalescer {
  request(): void;
  cancel(): void;
}

/**
 * The first request arms a timer and later ones join it. Unlike a trailing debounce, a steady stream of taps
 * cannot postpone the drain: the first tap is sent at most `windowMs` later.
 */
export function createCoalescer(windowMs: number, fire: () => void): Coalescer {
  let handle: ReturnType<typeof setTimeout> | null = null;
  return {
    request() {
      if (handle !== null) return;
      handle = setTimeout(() => {
        handle = null;
        fire();
      }, windowMs);
    },
    cancel() {
      if (handle !== null) clearTimeout(handle);
      handle = null;
    },
  };
}
