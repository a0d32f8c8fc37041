import type { MemberRole } from '@/domain/organisation/member-roles';

/** What the user sees of synchronisation (ARCHITECTURE §5.10). Produced by the engine, read by the indicator. */
export interface SyncState {
  online: boolean;
  /** Outbox entries not yet confirmed by the server (pending or in flight). */
  pending: number;
  /** Changes the server refused (state conflict): kept and shown, never dropped. */
  refused: number;
  /** Changes that failed permanently (permission, invalid data): kept, block only their own transport. */
  failed: number;
  /** Epoch ms of the last complete push + pull, null before the first. */
  lastSyncAt: number | null;
  syncing: boolean;
  /**
   * Issue 13: set (French) when the server says a responsable removed the user from their organisation — the
   * device has dropped the organisation's data and stops syncing it. Absent otherwise.
   */
  accessEnded?: string | null;
  /** Issue 13: the user's role in their organisation as the server last said (a chauffeur: « Mes courses »). */
  memberRole?: MemberRole | null;
  /**
   * When changes the server could not take yet (a transient failure: no answer, server busy) are tried again, epoch
   * ms; absent or null when none waits for a retry. The indicator says when, and offers to try now.
   */
  nextRetryAt?: number | null;
}

export const INITIAL_SYNC_STATE: SyncState = {
  online: true,
  pending: 0,
  refused: 0,
  failed: 0,
  lastSyncAt: null,
  syncing: false,
};
