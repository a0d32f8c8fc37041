import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';

const NO_PENDING: Record<string, number> = {};

/** Unsynced changes per transport id, live, for the cards' « en attente de synchronisation » mark. */
export function usePendingCounts(data: UserData): Record<string, number> {
  return useLive(() => data.queries.pendingCountByTransport(), [data], NO_PENDING);
}
