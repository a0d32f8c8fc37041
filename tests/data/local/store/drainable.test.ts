import { describe, expect, it } from 'vitest';
import { inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer, type Harness } from '../support/store-harness';

/** Two transports, each with two queued taps: t1 gets seq 1 and 2, t2 gets seq 3 and 4. */
async function twoQueues({ store }: Harness) {
  await seedServer(
    store,
    remoteDoc(inStatus('t1', 'assigned'), 100),
    remoteDoc(inStatus('t2', 'assigned'), 100),
  );
  const seqs: number[] = [];
  for (const [id, status] of [
    ['t1', 'en_route_pickup'],
    ['t1', 'arrived_pickup'],
    ['t2', 'en_route_pickup'],
    ['t2', 'arrived_pickup'],
  ] as const) {
    const result = await store.enqueue(statusOp(id, status));
    if (!result.ok) throw new Error('enqueue refusé');
    seqs.push(result.entry.seq);
  }
  return seqs as [number, number, number, number];
}

const seqsOf = (entries: { seq: number }[]) => entries.map((entry) => entry.seq);

describe('drainable (P4: FIFO per transport)', () => {
  it('returns only the head of each entity, oldest first', async () => {
    const h = harness();
    const [a1, , b1] = await twoQueues(h);
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([a1, b1]);
  });

  it('the next entry becomes the head once the first is settled', async () => {
    const h = harness();
    const [a1, a2, b1] = await twoQueues(h);
    await h.store.markInflight([a1]);
    await h.store.settle(a1, { status: 'applied', document: null });
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([a2, b1]);
  });

  it('an in-flight head holds back its own entity only', async () => {
    const h = harness();
    const [a1, , b1] = await twoQueues(h);
    await h.store.markInflight([a1]);
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([b1]);
    expect((await h.db.outbox.get(a1))?.attempts).toBe(1);
  });

  it('a failed head blocks its entity until retried, and nothing else', async () => {
    const h = harness();
    const [a1, , b1] = await twoQueues(h);
    await h.store.markFailed(a1, 'permission-denied');
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([b1]);

    expect(await h.store.retryFailed(a1)).toBe(true);
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([a1, b1]);
  });

  it('a refused entry does not block the entries after it', async () => {
    const h = harness();
    const [a1, a2, b1] = await twoQueues(h);
    await h.store.settle(a1, {
      status: 'refused',
      refusal: { code: 'terminal', reason: 'Ce transport a été annulé.' },
      document: null,
    });
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([a2, b1]);
  });

  it('an entry waiting for its retry time is not due, and blocks its entity meanwhile', async () => {
    const h = harness();
    const [a1, , b1] = await twoQueues(h);
    const later = h.clock.now() + 5000;
    await h.store.markInflight([a1]);
    await h.store.scheduleRetry(a1, 'unavailable', later);
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([b1]);
    expect(seqsOf(await h.store.drainable(later, 10))).toEqual([a1, b1]);
    expect(await h.db.outbox.get(a1)).toMatchObject({ state: 'pending', lastError: 'unavailable' });
  });

  it('honours the limit', async () => {
    const h = harness();
    const [a1] = await twoQueues(h);
    expect(seqsOf(await h.store.drainable(h.clock.now(), 1))).toEqual([a1]);
  });

  it('marks an entry that no longer reads back as failed, blocking only its entity', async () => {
    const h = harness();
    const [a1, , b1] = await twoQueues(h);
    await h.db.outbox.update(a1, { op: { kind: 'inconnu' } as never });
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([b1]);
    const broken = await h.db.outbox.get(a1);
    expect(broken?.state).toBe('failed');
    expect(broken?.lastError).toContain('illisible');
  });

  it('a late call about a settled entry changes nothing', async () => {
    const h = harness();
    const [a1] = await twoQueues(h);
    await h.store.settle(a1, { status: 'applied', document: null });
    await h.store.markFailed(a1, 'trop tard');
    await h.store.markInflight([a1]);
    expect(await h.db.outbox.get(a1)).toBeUndefined();
  });
});

describe('recoverInflight', () => {
  it('puts entries a closed tab left in flight back to pending, due now', async () => {
    const h = harness();
    const [a1, , b1] = await twoQueues(h);
    await h.store.markInflight([a1]);
    await h.store.markInflight([b1]);
    h.clock.set(h.clock.now() + 60_000);

    expect(await h.store.recoverInflight()).toBe(2);

    expect(await h.db.outbox.get(a1)).toMatchObject({
      state: 'pending',
      nextAttemptAt: h.clock.now(),
    });
    expect(seqsOf(await h.store.drainable(h.clock.now(), 10))).toEqual([a1, b1]);
    expect(await h.store.pendingCount()).toBe(4);
  });
});
