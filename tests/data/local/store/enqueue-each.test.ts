import { describe, expect, it } from 'vitest';
import { ACTORS, inStatus, makeTransport, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

describe('[EACH] the same move on several rides, one transaction, each judged alone', () => {
  it('[EACH1] every accepted ride has its outbox entry and its view; the results come back in order', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(makeTransport('a'), 1), remoteDoc(makeTransport('b'), 1));
    const results = await store.enqueueEach([statusOp('a', 'accepted'), statusOp('b', 'accepted')]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    expect(await db.outbox.count()).toBe(2);
    const views = await db.transports.bulkGet(['a', 'b']);
    expect(views.map((row) => row?.view.status)).toEqual(['accepted', 'accepted']);
  });

  it('[EACH2] a refusal skips its ride only: the others are recorded, the refusal is said', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(makeTransport('a'), 1),
      remoteDoc(inStatus('gone', 'cancelled', { provider_org_id: null }), 1),
      remoteDoc(makeTransport('c'), 1),
    );
    const results = await store.enqueueEach(
      ['a', 'gone', 'c'].map((id) => statusOp(id, 'accepted', ACTORS.ambulance)),
    );
    expect(results.map((result) => result.ok)).toEqual([true, false, true]);
    const refused = results[1]!;
    expect(!refused.ok && refused.refusal.reason).toMatch(/\S/);
    expect(await db.outbox.count()).toBe(2);
    expect((await db.transports.get('gone'))?.view.status).toBe('cancelled');
  });

  it('[EACH3] the same operation twice is one action (its existing entry answered)', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(makeTransport('a'), 1));
    const op = statusOp('a', 'accepted');
    const [first, again] = await store.enqueueEach([op, op]);
    expect(first?.ok && again?.ok && again.entry.seq).toBe(first?.ok && first.entry.seq);
    expect(await db.outbox.count()).toBe(1);
  });
});
