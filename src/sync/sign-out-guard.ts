import type { Unsubscribe } from '@/data/ports';
import type { SyncEngine } from '@/sync/engine-types';
import type { SyncState } from '@/sync/sync-state';

/** ARCHITECTURE §5.8: sign-out never drops unsynced work silently. The UI renders this; it decides nothing. */
export const SIGN_OUT_CHOICE_LABELS = {
  wait: 'Attendre la synchronisation',
  force: 'Se déconnecter quand même',
} as const;
export type SignOutChoice = keyof typeof SIGN_OUT_CHOICE_LABELS;

export interface SignOutDialog {
  unsynced: number;
  message: string;
  choices: readonly { id: SignOutChoice; label: string }[];
}

export function unsyncedMessage(count: number): string {
  return count === 1
    ? '1 modification n’est pas encore synchronisée.'
    : `${count} modifications ne sont pas encore synchronisées.`;
}

const choice = (id: SignOutChoice) => ({ id, label: SIGN_OUT_CHOICE_LABELS[id] });

/**
 * Null when nothing is waiting. Failed entries count (they stay on this device until the same user is back), but
 * waiting cannot help them, so « Attendre » is offered only while something can still be sent.
 */
export function signOutDialog(state: Pick<SyncState, 'pending' | 'failed'>): SignOutDialog | null {
  const unsynced = state.pending + state.failed;
  if (unsynced === 0) return null;
  const choices = state.pending > 0 ? [choice('wait'), choice('force')] : [choice('force')];
  return { unsynced, message: unsyncedMessage(unsynced), choices };
}

export type DrainWaitResult = 'drained' | 'timeout';
export type DrainWatchable = Pick<
  SyncEngine,
  'getState' | 'subscribe' | 'syncNow' | 'refreshCounts'
>;

/**
 * « Attendre la synchronisation »: asks for a sync now and resolves when nothing is pending, or at the timeout.
 * It also polls the counts, because in a follower tab the leader drains and nothing else tells this tab.
 */
export function waitForDrain(
  engine: DrainWatchable,
  timeoutMs: number,
  pollMs = 1000,
): Promise<DrainWaitResult> {
  return new Promise((resolve) => {
    let done = false;
    let unsubscribe: Unsubscribe = () => undefined;
    const finish = (result: DrainWaitResult) => {
      if (done) return;
      done = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(deadline);
      resolve(result);
    };
    const check = () => {
      const { pending, syncing } = engine.getState();
      if (pending === 0 && !syncing) finish('drained');
    };
    const deadline = setTimeout(() => finish('timeout'), timeoutMs);
    const poll = setInterval(() => void engine.refreshCounts().then(check), pollMs);
    unsubscribe = engine.subscribe(check);
    void engine.syncNow('sign-out').then(check, check);
  });
}
