import type { Unsubscribe } from '@/data/ports';
import { createBackoffTracker } from '@/sync/backoff';
import { createCycleRunner } from '@/sync/cycle-runner';
import { createDoorbell } from '@/sync/doorbell';
import { DEFAULT_SYNC_OPTIONS, type SyncEngine, type SyncEngineDeps } from '@/sync/engine-types';
import { holdLeadership, type LeadershipHold, type LeaderSession } from '@/sync/leadership';
import { createCountsFeed } from '@/sync/counts';
import { remoteWithDeadlines } from '@/sync/remote-deadlines';
import { runSyncCycle } from '@/sync/sync-cycle';
import { forwardsToLeader, resetsBackoff, type SyncReason } from '@/sync/sync-reason';
import { INITIAL_SYNC_STATE } from '@/sync/sync-state';
import { createSyncStateStore } from '@/sync/sync-state-store';
import {
  connectivityTrigger,
  createCoalescer,
  intervalTrigger,
  nudgeTrigger,
  startTriggers,
} from '@/sync/triggers';
import { createWakeTimer } from '@/sync/wake-timer';

/**
 * The sync engine (ARCHITECTURE §5): drains the outbox and pulls transports and notifications while this tab holds
 * the sync lock; in other tabs it only forwards requests to the leader and keeps the counts fresh.
 */
export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { local, connectivity, leader, lockName } = deps;
  const options = { ...DEFAULT_SYNC_OPTIONS, ...deps.options };
  const state = createSyncStateStore({ ...INITIAL_SYNC_STATE, online: connectivity.isOnline() });
  const backoff = createBackoffTracker(deps.random);
  let lifetime: AbortController | null = null;
  let leading = false;
  let leadership: LeadershipHold | null = null;
  let stopTriggers: Unsubscribe = () => undefined;

  const doorbell = createDoorbell(deps.remote, () => requestSync('doorbell'));
  const wake = createWakeTimer(deps.clock, () => requestSync('retry'));
  const enqueueWindow = createCoalescer(options.enqueueDebounceMs, () => void dispatch('enqueue'));
  const counts = createCountsFeed(state, local);
  const refreshCounts = counts.refresh;
  // The cycle's calls are bounded: one left unanswered must not hold every later cycle (remote-deadlines.ts).
  const cycleRemote = remoteWithDeadlines(deps.remote, options.callTimeoutMs);
  const runner = createCycleRunner(() =>
    runSyncCycle({
      ...deps,
      remote: cycleRemote,
      options,
      state,
      backoff,
      doorbell,
      isLeading: () => leading,
      wakeAt: wake.at,
      refreshCounts,
    }),
  );

  const session: LeaderSession = {
    async lead() {
      try {
        // Safe only now: the previous leader is gone, so whatever it left in flight is an orphan.
        await local.recoverInflight();
      } catch (error) {
        console.warn('[sync] Reprise des envois interrompus impossible.', error);
      }
      // stop() may have come while recovering: then resign() follows at once and nothing new should start.
      if (lifetime === null) return;
      leading = true;
      void runner.run();
    },
    async resign() {
      leading = false;
      doorbell.close();
      wake.cancel();
      await runner.idle();
    },
  };

  function dispatch(reason: SyncReason): Promise<void> {
    if (resetsBackoff(reason)) backoff.reset();
    if (leading) return runner.run();
    if (forwardsToLeader(reason)) leader.nudge(lockName);
    return refreshCounts();
  }

  function requestSync(reason: SyncReason): void {
    if (lifetime === null) return;
    if (reason !== 'enqueue') return void dispatch(reason);
    // The new entry shows as pending at once, even offline; the drain waits for the window to gather a burst.
    void refreshCounts();
    enqueueWindow.request();
  }

  return {
    start() {
      if (lifetime !== null) return;
      lifetime = new AbortController();
      state.update({ online: connectivity.isOnline() });
      const stopSources = startTriggers(
        [
          connectivityTrigger(connectivity, (online) => state.update({ online })),
          nudgeTrigger(leader, lockName),
          intervalTrigger(options.timerIntervalMs),
          ...(deps.triggers ?? []),
        ],
        requestSync,
      );
      // Issue 25: the device's outbox is shared by its tabs; a follower hears the leader's drain as it happens.
      const stopCounts = local.watchCounts(counts.heard);
      stopTriggers = () => {
        stopCounts();
        stopSources();
      };
      leadership = holdLeadership(leader, lockName, lifetime.signal, session);
      requestSync('start');
    },
    async stop() {
      if (lifetime === null) return;
      lifetime.abort();
      lifetime = null;
      stopTriggers();
      enqueueWindow.cancel();
      wake.cancel();
      leadership?.release();
      await leadership?.released();
      await runner.idle();
    },
    requestSync,
    getState: state.getState,
    subscribe: state.subscribe,
    syncNow: (reason = 'manual') => (lifetime === null ? refreshCounts() : dispatch(reason)),
    refreshCounts,
    isLeader: () => leading,
  };
}
