import { describe, expect, it } from 'vitest';
import type { Refusal } from '@/domain/transport/refusal';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import { ACTORS, inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

const CANCELLED: Refusal = {
  code: 'terminal',
  reason: 'Ce transport a été annulé : son état ne peut plus changer.',
};

/** What the server would hold after applying `op` to `server` at a server time. */
function serverAfter(server: ReturnType<typeof inStatus>, op: TransportOperation, at: number) {
  const result = applyTransportOperation(server, op, at);
  if (result.transport === null) throw new Error('opération sans résultat');
  return result.transport;
}

describe('settle', () => {
  it('applied: the entry goes, the server document becomes the state, view = server', async () => {
    const { db, store, clock } = harness();
    const server = inStatus('t1', 'arrived_pickup');
    await seedServer(store, remoteDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const result = await store.enqueue(op);
    if (!result.ok) throw new Error('refusé');
    await store.markInflight([result.entry.seq]);
    const confirmed = serverAfter(server, op as TransportOperation, clock.now() + 10);

    await store.settle(result.entry.seq, {
      status: 'applied',
      document: remoteDoc(confirmed, 200),
    });

    const row = await db.transports.get('t1');
    expect(await db.outbox.count()).toBe(0);
    expect(row?.server).toEqual(confirmed);
    expect(row?.serverSyncTs).toEqual({ seconds: 200, nanoseconds: 0 });
    expect(row?.view).toEqual(confirmed);
    expect(row?.pendingOpIds).toEqual([]);
    expect(await store.pendingCount()).toBe(0);
  });

  it('keeps the later pending taps on top of the confirmed state', async () => {
    const { db, store, clock } = harness();
    const server = inStatus('t1', 'assigned');
    await seedServer(store, remoteDoc(server, 100));
    const first = statusOp('t1', 'en_route_pickup');
    const second = statusOp('t1', 'arrived_pickup');
    const queued = await store.enqueue(first);
    await store.enqueue(second);
    if (!queued.ok) throw new Error('refusé');

    const confirmed = serverAfter(server, first as TransportOperation, clock.now());
    await store.settle(queued.entry.seq, {
      status: 'applied',
      document: remoteDoc(confirmed, 200),
    });

    const row = await db.transports.get('t1');
    expect(row?.server?.etat).toBe('en_route_pickup');
    expect(row?.view.etat).toBe('arrived_pickup');
    expect(row?.pendingOpIds).toEqual([second.opId]);
  });

  it('duplicate (the push had landed before a crash): settled exactly like applied, nothing doubled', async () => {
    const { db, store, clock } = harness();
    const server = inStatus('t1', 'arrived_pickup');
    await seedServer(store, remoteDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await store.enqueue(op);
    if (!queued.ok) throw new Error('refusé');
    const confirmed = serverAfter(server, op as TransportOperation, clock.now());

    await store.settle(queued.entry.seq, {
      status: 'duplicate',
      document: remoteDoc(confirmed, 200),
    });

    const row = await db.transports.get('t1');
    expect(await db.outbox.count()).toBe(0);
    expect(row?.view.historique_etats.filter((entry) => entry.op_id === op.opId)).toHaveLength(1);
  });

  it('refused: the entry stays as refused with its reason; the view shows the server and the conflict', async () => {
    const { db, store, clock } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await store.enqueue(op);
    if (!queued.ok) throw new Error('refusé');
    // The clinic cancelled meanwhile; the server kept the driver's tap as not applied.
    const cancelled = inStatus('t1', 'cancelled');
    const recorded = serverAfter(cancelled, op as TransportOperation, clock.now());

    await store.settle(queued.entry.seq, {
      status: 'refused',
      refusal: CANCELLED,
      document: remoteDoc(recorded, 300),
    });

    const entry = await db.outbox.get(queued.entry.seq);
    expect(entry).toMatchObject({
      state: 'refused',
      refusal: CANCELLED,
      lastError: CANCELLED.reason,
    });
    const row = await db.transports.get('t1');
    expect(row?.view.etat).toBe('cancelled');
    expect(row?.view.historique_etats.at(-1)).toMatchObject({ op_id: op.opId, applied: false });
    expect(row?.pendingOpIds).toEqual([]);
    expect(await store.pendingCount()).toBe(0);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 0 });

    expect(await store.dismissRefused(queued.entry.seq)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a replay the server answers « duplicate » for a change it had refused stays refused and shown', async () => {
    const { db, store, clock } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await store.enqueue(op);
    if (!queued.ok) throw new Error('refusé');
    const recorded = serverAfter(
      inStatus('t1', 'cancelled'),
      op as TransportOperation,
      clock.now(),
    );

    await store.settle(queued.entry.seq, {
      status: 'duplicate',
      document: remoteDoc(recorded, 300),
    });

    expect(await db.outbox.get(queued.entry.seq)).toMatchObject({
      state: 'refused',
      refusal: { code: 'terminal', reason: CANCELLED.reason },
    });
  });

  it('a push answer older than what a pull already brought does not move the server state back', async () => {
    const { db, store, clock } = harness();
    const server = inStatus('t1', 'arrived_pickup');
    await seedServer(store, remoteDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await store.enqueue(op);
    if (!queued.ok) throw new Error('refusé');
    const confirmed = serverAfter(server, op as TransportOperation, clock.now());
    const later = serverAfter(
      confirmed,
      statusOp('t1', 'en_route_destination') as TransportOperation,
      clock.now(),
    );
    await seedServer(store, remoteDoc(later, 300));

    await store.settle(queued.entry.seq, {
      status: 'applied',
      document: remoteDoc(confirmed, 200),
    });

    const row = await db.transports.get('t1');
    expect(row?.view.etat).toBe('en_route_destination');
    expect(row?.serverSyncTs).toEqual({ seconds: 300, nanoseconds: 0 });
  });

  it('an answer without a document keeps the tap visible until the next pull', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const queued = await store.enqueue(statusOp('t1', 'patient_loaded'));
    if (!queued.ok) throw new Error('refusé');

    await store.settle(queued.entry.seq, { status: 'applied', document: null });

    const row = await db.transports.get('t1');
    expect(row?.view.etat).toBe('patient_loaded');
    expect(row?.serverSyncTs).toEqual({ seconds: 100, nanoseconds: 0 });
    expect(row?.pendingOpIds).toEqual([]);
  });

  it('dismissRefused leaves non-refused entries alone', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(inStatus('t1', 'assigned', { provider_org_id: ACTORS.ambulance.orgId }), 100),
    );
    const queued = await store.enqueue(statusOp('t1', 'en_route_pickup'));
    if (!queued.ok) throw new Error('refusé');
    expect(await store.dismissRefused(queued.entry.seq)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('[SETTLE-GONE] a refusal saying the ride left the user’s sight drops the copy and keeps the refusal listed', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'pending'), 100));
    const queued = await store.enqueue(statusOp('t1', 'accepted'));
    if (!queued.ok) throw new Error('refusé');
    const taken: Refusal = {
      code: 'already_accepted',
      reason: 'Déjà accepté par un autre transporteur.',
    };

    await store.settle(queued.entry.seq, {
      status: 'refused',
      refusal: taken,
      document: null,
      gone: true,
    });

    expect(await db.transports.get('t1')).toBeUndefined();
    expect((await db.outbox.toArray()).map((entry) => entry.refusal)).toEqual([taken]);
  });

  it('[SETTLE-GONE] a later tap still waiting on the ride keeps the copy until it settles', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'pending'), 100));
    const queued = await store.enqueue(statusOp('t1', 'accepted'));
    await store.enqueue(statusOp('t1', 'en_route_pickup'));
    if (!queued.ok) throw new Error('refusé');
    await store.settle(queued.entry.seq, {
      status: 'refused',
      refusal: CANCELLED,
      document: null,
      gone: true,
    });
    expect(await db.transports.get('t1')).toBeDefined();
  });
});
