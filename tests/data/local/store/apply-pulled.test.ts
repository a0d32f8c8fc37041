import { describe, expect, it, vi } from 'vitest';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import type { TransportOperation } from '@/domain/sync/operation';
import { inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

const page = (documents: ReturnType<typeof remoteDoc>[]) => ({
  documents,
  checkpoint:
    documents.length > 0 ? { ts: documents.at(-1)!.syncTs, id: documents.at(-1)!.id } : null,
  hasMore: false,
});

describe('applyPulled: a pull never erases a pending tap (ARCHITECTURE §5.6)', () => {
  it('pending « Patient à bord » + a pulled server doc without it → the view still shows it', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await store.enqueue(op);
    if (!queued.ok) throw new Error('refusé');
    // Someone else touched the transport (a note, a later server time) but the tap has not reached it.
    const pulled = inStatus('t1', 'arrived_pickup', { commentaires: 'Code porte 1234' });

    await seedServer(store, remoteDoc(pulled, 150));

    const row = await db.transports.get('t1');
    expect(row?.server).toEqual(pulled);
    expect(row?.view.etat).toBe('patient_loaded');
    expect(row?.view.commentaires).toBe('Code porte 1234');
    expect(row?.pendingOpIds).toEqual([op.opId]);

    // Once settled, the view is the server's document and nothing else.
    const confirmed = applyTransportOperation(pulled, op as TransportOperation, 1).transport!;
    await store.settle(queued.entry.seq, {
      status: 'applied',
      document: remoteDoc(confirmed, 200),
    });
    const settled = await db.transports.get('t1');
    expect(settled?.view).toEqual(confirmed);
    expect(settled?.view).toEqual(settled?.server);
  });

  it('a pulled doc that already holds the pending tap (acknowledgement lost) shows it once', async () => {
    const { db, store } = harness();
    const server = inStatus('t1', 'arrived_pickup');
    await seedServer(store, remoteDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    await store.enqueue(op);
    const landed = applyTransportOperation(server, op as TransportOperation, 5).transport!;

    await seedServer(store, remoteDoc(landed, 150));

    const view = (await db.transports.get('t1'))?.view;
    expect(view?.etat).toBe('patient_loaded');
    expect(view?.historique_etats.filter((entry) => entry.op_id === op.opId)).toHaveLength(1);
  });

  it('rebase: a pending tap the new server state refuses shows as refused in the view (applied: false)', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');
    await store.enqueue(op);

    await seedServer(store, remoteDoc(inStatus('t1', 'cancelled'), 200));

    const row = await db.transports.get('t1');
    expect(row?.view.etat).toBe('cancelled');
    expect(row?.view.historique_etats.at(-1)).toMatchObject({
      op_id: op.opId,
      etat: 'patient_loaded',
      applied: false,
      refusal_code: 'terminal',
    });
    // Still queued: the server must record the refusal itself (the clinic sees it too).
    expect(row?.pendingOpIds).toEqual([op.opId]);
  });

  it('ignores a pulled doc older than the server state already stored', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'en_route_pickup'), 200, 500));
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned'), 200, 499));
    expect((await db.transports.get('t1'))?.view.etat).toBe('en_route_pickup');
  });

  it('stores the page and its checkpoint', async () => {
    const { store } = harness();
    const documents = [
      remoteDoc(inStatus('a', 'pending'), 10),
      remoteDoc(inStatus('b', 'pending'), 10, 7),
    ];
    await store.applyPulled('transports', page(documents));
    expect(await store.checkpoint('transports')).toEqual({
      ts: { seconds: 10, nanoseconds: 7 },
      id: 'b',
    });
    expect(await store.checkpoint('notifications')).toBeNull();
  });

  it('an empty page keeps the checkpoint', async () => {
    const { store } = harness();
    await store.applyPulled('transports', page([remoteDoc(inStatus('a', 'pending'), 10)]));
    await store.applyPulled('transports', { documents: [], checkpoint: null, hasMore: false });
    expect(await store.checkpoint('transports')).toEqual({
      ts: { seconds: 10, nanoseconds: 0 },
      id: 'a',
    });
  });

  it('P6: the page and the checkpoint are one transaction (a failed checkpoint write stores no document)', async () => {
    const { db, store } = harness();
    await store.applyPulled('transports', page([remoteDoc(inStatus('a', 'pending'), 10)]));
    db.meta.put = () => {
      throw new Error('coupure');
    };

    await expect(
      store.applyPulled(
        'transports',
        page([remoteDoc(inStatus('a', 'accepted'), 20), remoteDoc(inStatus('b', 'pending'), 20)]),
      ),
    ).rejects.toThrow('coupure');

    expect((await db.transports.get('a'))?.view.etat).toBe('pending');
    expect(await db.transports.get('b')).toBeUndefined();
    expect(await store.checkpoint('transports')).toEqual({
      ts: { seconds: 10, nanoseconds: 0 },
      id: 'a',
    });
  });
});

describe('applyPulled: notifications', () => {
  const raw = (read: boolean) => ({
    type: 'new_transport',
    title: 'Nouveau transport',
    message: 'Un transport ambulance est disponible',
    role: 'ambulance',
    read,
    created_at: 1_000,
    expires_at: 2_000,
  });

  it('stores parsed notifications, skips malformed ones, and keeps a pending « lu »', async () => {
    const { db, store } = harness();
    await store.enqueue({ kind: 'notification.read', opId: 'lu-1', notificationId: 'n1' });
    const documents = [
      { id: 'n1', data: raw(false), syncTs: { seconds: 1, nanoseconds: 0 } },
      { id: 'n2', data: raw(false), syncTs: { seconds: 2, nanoseconds: 0 } },
      { id: 'n3', data: { title: 42 }, syncTs: { seconds: 3, nanoseconds: 0 } },
    ];

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    await store.applyPulled('notifications', {
      documents,
      checkpoint: null,
      hasMore: false,
    } as never);

    expect(warn).toHaveBeenCalledWith(
      'Notification illisible ignorée',
      expect.objectContaining({ id: 'n3' }),
    );
    warn.mockRestore();
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });
    expect(await db.notifications.get('n2')).toMatchObject({ read: false, unread: 1 });
    expect(await db.notifications.get('n3')).toBeUndefined();
  });
});

describe('applyPulled: a transport that left the viewer’s sight is dropped (tombstone)', () => {
  it('[P-REM1] a request taken by another company disappears from this provider’s device', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'pending'), 100));
    expect(await db.transports.get('t1')).toBeDefined();

    const taken = inStatus('t1', 'accepted', { provider_org_id: 'ambu_0002' });
    await seedServer(store, { ...remoteDoc(taken, 150), removed: true });

    expect(await db.transports.get('t1')).toBeUndefined();
    expect(await db.meta.get('checkpoint:transports')).toMatchObject({
      value: { ts: { seconds: 150 }, id: 't1' },
    });
  });

  it('[P-REM2] a pending tap keeps the copy until its push settles and explains the refusal', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'pending'), 100));
    const queued = await store.enqueue(statusOp('t1', 'accepted'));
    expect(queued.ok).toBe(true);

    const taken = inStatus('t1', 'accepted', { provider_org_id: 'ambu_0002' });
    await seedServer(store, { ...remoteDoc(taken, 150), removed: true });

    expect((await db.transports.get('t1'))?.pendingOpIds).toHaveLength(1);
  });
});
