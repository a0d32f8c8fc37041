import type { AppDb } from '@/data/local/db/app-db';
import { ASSIGNED_SEEN_KEY, checkpointKey } from '@/data/local/db/meta-keys';
import { newlyAssigned } from '@/domain/messages/thread-backfill';

/**
 * Records the server's current set of rides assigned to this chauffeur; when it names one not seen before, the
 * messages checkpoint goes in the same transaction, so the next messages pull brings that ride's earlier
 * conversation (domain: thread-backfill.ts). Resolves to whether it did.
 */
export async function noteAssignedRides(db: AppDb, assigned: readonly string[]): Promise<boolean> {
  return db.transaction('rw', [db.meta], async () => {
    const row = await db.meta.get(ASSIGNED_SEEN_KEY);
    const known = Array.isArray(row?.value)
      ? row.value.filter((id): id is string => typeof id === 'string')
      : null;
    const fresh = newlyAssigned(known, assigned);
    if (fresh.length > 0) await db.meta.delete(checkpointKey('messages'));
    await db.meta.put({ key: ASSIGNED_SEEN_KEY, value: [...new Set(assigned)] });
    return fresh.length > 0;
  });
}
