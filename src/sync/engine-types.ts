import type {
  ConnectivityPort,
  LeaderPort,
  LocalStorePort,
  RemotePort,
  Unsubscribe,
  Viewer,
} from '@/data/ports';
import type { Clock, RandomSource } from '@/domain/shared/clock';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { SyncReason } from '@/sync/sync-reason';
import type { SyncState } from '@/sync/sync-state';
import type { SyncStateListener } from '@/sync/sync-state-store';
import type { TriggerSource } from '@/sync/triggers';

export interface SyncEngineOptions {
  /** Documents per pull request (research/sync.md: limit 200). */
  pageSize: number;
  /** Outbox pushes in flight at most, never two of one entity (drain.ts: a pool, not batches). */
  batchSize: number;
  timerIntervalMs: number;
  /** Window in which enqueue requests are gathered into one drain. */
  enqueueDebounceMs: number;
  /**
   * How long one call to the server (a push, a page of a pull, the membership check) may go unanswered before it
   * is let go as retryable (remote-deadlines.ts): a half-dead connection can hold a request for minutes.
   */
  callTimeoutMs: number;
}

export const DEFAULT_SYNC_OPTIONS: SyncEngineOptions = {
  pageSize: 200,
  // Issue 24: the Firestore SDK sends at most 10 write batches unacknowledged; 30 more waiting behind them keep
  // its pipeline full while acknowledged pushes settle on the device and the next ones start (the drain of 100
  // went from ~2.8 s at 20 to ~2.3–2.5 s at 40, level with the SDK's own offline queue, `BENCH_ONLY=sdk`).
  batchSize: 40,
  timerIntervalMs: MILLIS_PER_MINUTE,
  enqueueDebounceMs: 250,
  // Far above a call's usual second or two, even on a loaded emulator (a creation with its counters: ~2 s).
  callTimeoutMs: MILLIS_PER_MINUTE,
};

export interface SyncEngineDeps {
  local: LocalStorePort;
  remote: RemotePort;
  connectivity: ConnectivityPort;
  leader: LeaderPort;
  /** The signed-in user, read at each cycle; null pauses push and pull. */
  viewer: () => Viewer | null;
  clock: Clock;
  random: RandomSource;
  /** Web Locks name, e.g. `sync:${uid}`. */
  lockName: string;
  options?: Partial<SyncEngineOptions>;
  /** Extra trigger sources owned by the app (visibility, auth token refresh). */
  triggers?: readonly TriggerSource[];
}

export interface SyncEngine {
  start(): void;
  /** Stops triggers, waits for the running cycle and releases leadership. */
  stop(): Promise<void>;
  requestSync(reason: SyncReason): void;
  getState(): SyncState;
  subscribe(listener: SyncStateListener): Unsubscribe;
  /**
   * Leader: runs a full push + pull cycle and resolves when it ends. Follower: nudges the leader and refreshes
   * the counts. For tests and the « Synchroniser » button; defaults to 'manual', which resets the backoff.
   */
  syncNow(reason?: SyncReason): Promise<void>;
  /** Re-reads pending/refused/failed from the local store (followers learn the leader's progress this way). */
  refreshCounts(): Promise<void>;
  isLeader(): boolean;
}
