import type { PulledCollection } from '@/data/ports';

export const DEVICE_ID_KEY = 'deviceId';

export const CHECKPOINT_KEY_PREFIX = 'checkpoint:';

export const checkpointKey = (collection: PulledCollection): string =>
  `${CHECKPOINT_KEY_PREFIX}${collection}`;

/** Issue 13: ids of the rides dropped because they were reassigned to another chauffeur (for the ride's notice). */
export const REASSIGNED_AWAY_KEY = 'reassignedAway';

/** Issue 13: the rides the server last said were assigned to this chauffeur (messages backfill, thread-backfill.ts). */
export const ASSIGNED_SEEN_KEY = 'assignedSeen';

/** Issue 24: a list's first screen as last shown, drawn at the next start before its live read answers. */
export const FIRST_PAGE_KEY_PREFIX = 'firstPage:';

/** Issue 24: when the leading tab tries the waiting changes again, for every tab's indicator (outbox-counts.ts). */
export const NEXT_RETRY_KEY = 'sync:nextRetryAt';
