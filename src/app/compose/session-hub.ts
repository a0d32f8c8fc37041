import type { UserData } from '@/data/local/user-data';
import type { SyncStatusSource, UnsyncedWork } from '@/services/services-context';
import type { SyncEngine } from '@/sync/engine-types';
import { waitForDrain } from '@/sync/sign-out-guard';
import { INITIAL_SYNC_STATE, type SyncState } from '@/sync/sync-state';

export interface SessionHub extends SyncStatusSource, UnsyncedWork {
  attach(engine: SyncEngine, data: UserData): void;
  detach(): void;
}

/**
 * One stable object for the header indicator and the sign-out dialog, while the engine and the device data
 * behind it change with the signed-in user.
 */
export function createSessionHub(offlineState: () => boolean): SessionHub {
  let engine: SyncEngine | null = null;
  let data: UserData | null = null;
  let stopListening = () => undefined as void;
  let idleState: SyncState = INITIAL_SYNC_STATE;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const count = async () => (data ? data.unsyncedCount() : 0);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState() {
      if (engine) return engine.getState();
      const online = !offlineState();
      if (idleState.online !== online) idleState = { ...INITIAL_SYNC_STATE, online };
      return idleState;
    },
    syncNow: async () => engine?.syncNow(),
    attach(nextEngine, nextData) {
      stopListening();
      engine = nextEngine;
      data = nextData;
      stopListening = nextEngine.subscribe(notify) as () => void;
      notify();
    },
    detach() {
      stopListening();
      engine = null;
      data = null;
      notify();
    },
    count,
    // The engine's own wait: it asks for a sync and follows the leader tab's progress too.
    waitForSync: async (timeoutMs) =>
      engine ? (await waitForDrain(engine, timeoutMs)) === 'drained' : (await count()) === 0,
    clearLocalData: async () => data?.clearPatientData(),
  };
}
