/** Why a sync was asked for. The app's own trigger sources use 'visibility' and 'auth'. */
export const SYNC_REASONS = [
  'start',
  'leadership',
  'enqueue',
  'nudge',
  'online',
  'doorbell',
  'timer',
  'retry',
  'visibility',
  'auth',
  'manual',
  'sign-out',
] as const;
export type SyncReason = (typeof SYNC_REASONS)[number];

// The network came back, a fresh token may unblock 'unauthenticated', or a person is waiting: try everything now
// rather than honour delays computed while the cause was still there (ARCHITECTURE §5.7).
const RESETS_BACKOFF: ReadonlySet<SyncReason> = new Set(['online', 'auth', 'manual', 'sign-out']);

// What happened in a follower tab that the leader cannot see by itself. Everything else (online, timer, doorbell…)
// reaches the leader directly, so forwarding it would only multiply nudges.
const FORWARDED_TO_LEADER: ReadonlySet<SyncReason> = new Set([
  'enqueue',
  'visibility',
  'manual',
  'sign-out',
]);

export const resetsBackoff = (reason: SyncReason): boolean => RESETS_BACKOFF.has(reason);
export const forwardsToLeader = (reason: SyncReason): boolean => FORWARDED_TO_LEADER.has(reason);
