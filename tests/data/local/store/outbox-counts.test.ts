import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppDb } from '@/data/local/db/app-db';
import { LocalStore } from '@/data/local/local-store';
import type { WatchedCounts } from '@/data/ports';
import { inStatus, manualClock, remoteDoc, statusOp } from '../support/fixtures';
import { seedServer } from '../support/store-harness';

const UID = 'counts-two-tabs';
const opened: AppDb[] = [];
afterEach(async () => {
  opened.splice(0).forEach((db) => db.close());
  await new AppDb(UID).delete();
});

/** One tab of the device: its own Dexie connection to the user's database, as a second browser tab has. */
function tab(): LocalStore {
  const db = new AppDb(UID);
  opened.push(db);
  return new LocalStore(db, manualClock());
}

describe('[COUNTS-LIVE] the outbox counts, watched across the tabs of a device (issue 25)', () => {
  it('[COUNTS-LIVE1] a tab that did not write hears the other tab enqueue, then settle', async () => {
    const leader = tab();
    const follower = tab();
    await seedServer(leader, remoteDoc(inStatus('t1', 'assigned'), 100));
    const seen: WatchedCounts[] = [];
    const stop = follower.watchCounts((counts) => seen.push(counts));
    await vi.waitFor(() =>
      expect(seen.at(-1)).toEqual({ pending: 0, refused: 0, failed: 0, nextRetryAt: null }),
    );

    const queued = await leader.enqueue(statusOp('t1', 'en_route_pickup'));
    if (!queued.ok) throw new Error('refusé');
    await vi.waitFor(() => expect(seen.at(-1)?.pending).toBe(1));

    await leader.settle(queued.entry.seq, { status: 'applied', document: null });
    await vi.waitFor(() => expect(seen.at(-1)?.pending).toBe(0));
    stop();
  });

  it('[COUNTS-LIVE2] the leading tab’s next try reaches the other tab, and goes with the organisation', async () => {
    const leader = tab();
    const follower = tab();
    const seen: WatchedCounts[] = [];
    const stop = follower.watchCounts((counts) => seen.push(counts));
    await vi.waitFor(() => expect(seen.at(-1)?.nextRetryAt).toBeNull());

    await leader.announceRetry(1_800_000);
    await vi.waitFor(() => expect(seen.at(-1)?.nextRetryAt).toBe(1_800_000));
    await leader.announceRetry(null);
    await vi.waitFor(() => expect(seen.at(-1)?.nextRetryAt).toBeNull());

    await leader.announceRetry(1_900_000);
    await vi.waitFor(() => expect(seen.at(-1)?.nextRetryAt).toBe(1_900_000));
    await leader.forgetOrganisation();
    await vi.waitFor(() => expect(seen.at(-1)?.nextRetryAt).toBeNull());
    stop();
  });
});
