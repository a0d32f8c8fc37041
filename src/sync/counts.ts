import type { LocalStorePort } from '@/data/ports';
import type { SyncState } from '@/sync/sync-state';

export type OutboxCounts = Pick<SyncState, 'pending' | 'refused' | 'failed'>;

/** The counts the indicator shows, read from the local store (one place for both reads). */
export async function readCounts(local: LocalStorePort): Promise<OutboxCounts> {
  const pending = await local.pendingCount();
  const { refused, failed } = await local.problemCounts();
  return { pending, refused, failed };
}
