import { describe, expect, it } from 'vitest';
import { transportQueries } from '@/data/local/transport-queries';
import { inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

const REFUSAL = {
  code: 'terminal',
  reason: 'Ce transport a été annulé : son état ne peut plus changer.',
} as const;

async function scenario() {
  const h = harness();
  await seedServer(
    h.store,
    remoteDoc(inStatus('t1', 'assigned'), 100),
    remoteDoc(inStatus('t2', 'assigned'), 100),
  );
  const enqueue = async (id: string, status: Parameters<typeof statusOp>[1]) => {
    const result = await h.store.enqueue(statusOp(id, status));
    if (!result.ok) throw new Error('refusé');
    return result.entry;
  };
  const refused = await enqueue('t1', 'en_route_pickup');
  const pending = await enqueue('t1', 'arrived_pickup');
  const failed = await enqueue('t2', 'en_route_pickup');
  await h.store.settle(refused.seq, { status: 'refused', refusal: REFUSAL, document: null });
  await h.store.markFailed(failed.seq, 'permission-denied');
  return { ...h, refused, pending, failed, queries: transportQueries(h.db) };
}

describe('outbox queries', () => {
  it('getTransport: the view, its unsynced taps, and its refused and failed changes', async () => {
    const { queries, refused, pending } = await scenario();

    const detail = await queries.getTransport('t1');

    expect(detail?.transport.etat).toBe('arrived_pickup');
    expect(detail?.pendingOpIds).toEqual([pending.opId]);
    expect(detail?.refused.map((entry) => [entry.seq, entry.refusal])).toEqual([
      [refused.seq, REFUSAL],
    ]);
    expect(detail?.failed).toEqual([]);
    expect(await queries.getTransport('absent')).toBeNull();
  });

  it('outboxProblems: refused and failed changes, oldest first', async () => {
    const { queries, refused, failed } = await scenario();
    const problems = await queries.outboxProblems();
    expect(problems.map((entry) => [entry.seq, entry.state])).toEqual([
      [refused.seq, 'refused'],
      [failed.seq, 'failed'],
    ]);
  });

  it('pendingCountByTransport: unsynced changes per transport (failed ones included)', async () => {
    const { queries } = await scenario();
    expect(await queries.pendingCountByTransport()).toEqual({ t1: 1, t2: 1 });
  });

  it('pendingCount counts what still goes out on its own; problemCounts the rest', async () => {
    const { store } = await scenario();
    expect(await store.pendingCount()).toBe(1);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 1 });
  });
});
