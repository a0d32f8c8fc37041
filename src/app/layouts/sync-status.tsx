import { useSyncExternalStore } from 'react';
import { useServices, type SyncStatusSource } from '@/services/services-context';
import { INITIAL_SYNC_STATE } from '@/sync/sync-state';
import { SyncIndicator } from '@/ui/sync-indicator';

const noSource: SyncStatusSource = {
  subscribe: () => () => undefined,
  getState: () => INITIAL_SYNC_STATE,
  syncNow: async () => undefined,
};

/** The always-visible sync indicator of dashboard headers, fed by the sync engine. */
export function SyncStatus({ onShowProblems }: { onShowProblems?: () => void }) {
  const source = useServices().sync ?? noSource;
  const state = useSyncExternalStore(source.subscribe, source.getState);
  return (
    <SyncIndicator
      {...state}
      {...(onShowProblems ? { onShowProblems } : {})}
      onRetryNow={() => void source.syncNow()}
    />
  );
}
