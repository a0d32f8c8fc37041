import { describe, expect, it } from 'vitest';
import { unsyncedCount } from '@/data/local/session-data';
import { pendingCount } from '@/data/local/store/outbox-counts';
import { inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

const WINDOW = 5_000;

async function heldAcceptance() {
  const h = harness();
  await seedServer(h.store, remoteDoc(inStatus('t1', 'pending'), 100));
  const result = await h.store.enqueue(statusOp('t1', 'accepted'), { holdMs: WINDOW });
  if (!result.ok) throw new Error(result.refusal.reason);
  return { ...h, entry: result.entry };
}

const viewOf = async (h: Awaited<ReturnType<typeof heldAcceptance>>) =>
  (await h.db.transports.get('t1'))?.view.etat;

describe('[HELD] a decision held in its undo window (issue 25)', () => {
  it('[HELD1] recorded at once, counted as waiting, neither shown nor sent before the window ends', async () => {
    const h = await heldAcceptance();
    expect(h.entry).toMatchObject({ state: 'held', nextAttemptAt: h.clock.now() + WINDOW });
    expect(await viewOf(h)).toBe('pending');
    expect(await h.store.drainable(h.clock.now() + WINDOW - 1, 10)).toEqual([]);
    expect(await pendingCount(h.db)).toBe(1);
    // Sign-out warns about it: it is the user's unsent work.
    expect(await unsyncedCount(h.db)).toBe(1);
  });

  it('[HELD2] « Annuler » withdraws it; once released it can no longer be withdrawn', async () => {
    const h = await heldAcceptance();
    expect(await h.store.withdrawHeld(h.entry.opId)).toBe(true);
    expect(await h.db.outbox.count()).toBe(0);
    expect(await viewOf(h)).toBe('pending');

    const again = await h.store.enqueue(statusOp('t1', 'accepted'), { holdMs: WINDOW });
    if (!again.ok) throw new Error('refusé');
    expect(await h.store.releaseHeld(again.entry.opId)).toBe(true);
    expect(await viewOf(h)).toBe('accepted');
    expect(await h.store.withdrawHeld(again.entry.opId)).toBe(false);
    expect(await h.store.drainable(h.clock.now(), 10)).toMatchObject([{ opId: again.entry.opId }]);
  });

  it('[HELD3] its tab closed: the first drain after the window releases and sends it', async () => {
    const h = await heldAcceptance();
    const [head] = await h.store.drainable(h.clock.now() + WINDOW, 10);
    expect(head).toMatchObject({ opId: h.entry.opId, state: 'pending' });
    expect(await viewOf(h)).toBe('accepted');
  });
});
