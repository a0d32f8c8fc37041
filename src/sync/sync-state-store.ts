import type { Unsubscribe } from '@/data/ports';
import type { SyncState } from '@/sync/sync-state';

export type SyncStateListener = (state: SyncState) => void;

export interface SyncStateStore {
  /** The same object until a value changes, as useSyncExternalStore requires. */
  getState(): SyncState;
  subscribe(listener: SyncStateListener): Unsubscribe;
  update(patch: Partial<SyncState>): void;
}

/** Every key of the state, checked complete by the compiler: a key left out here would never be published. */
const KEYS = Object.keys({
  online: true,
  pending: true,
  refused: true,
  failed: true,
  lastSyncAt: true,
  syncing: true,
  accessEnded: true,
  memberRole: true,
  nextRetryAt: true,
} satisfies Record<keyof SyncState, true>) as (keyof SyncState)[];

export function createSyncStateStore(initial: SyncState): SyncStateStore {
  let current = initial;
  const listeners = new Set<SyncStateListener>();
  return {
    getState: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update(patch) {
      const next: SyncState = { ...current, ...patch };
      if (KEYS.every((key) => Object.is(next[key], current[key]))) return;
      current = next;
      for (const listener of [...listeners]) listener(current);
    },
  };
}
