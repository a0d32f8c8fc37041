import type { Unsubscribe } from '@/data/ports';
import type { SyncState } from '@/sync/sync-state';

export type SyncStateListener = (state: SyncState) => void;

export interface SyncStateStore {
  /** The same object until a value changes, as useSyncExternalStore requires. */
  getState(): SyncState;
  subscribe(listener: SyncStateListener): Unsubscribe;
  update(patch: Partial<SyncState>): void;
}

const KEYS = [
  'online',
  'pending',
  'refused',
  'failed',
  'lastSyncAt',
  'syncing',
  'accessEnded',
  'memberRole',
] as const;

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
