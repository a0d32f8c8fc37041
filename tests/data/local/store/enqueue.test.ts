import { describe, expect, it } from 'vitest';
import { StorageFullError, STORAGE_FULL_MESSAGE } from '@/data/local/storage-full-error';
import {
  ACTORS,
  createOp,
  inStatus,
  makeTransport,
  remoteDoc,
  statusOp,
} from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

describe('enqueue', () => {
  it('P6: writes the optimistic view and the outbox entry together', async () => {
    const { db, store, clock } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');

    const result = await store.enqueue(op);

    expect(result.ok).toBe(true);
    const row = await db.transports.get('t1');
    expect(row?.view.etat).toBe('patient_loaded');
    expect(row?.server?.etat).toBe('arrived_pickup');
    expect(row?.pendingOpIds).toEqual([op.opId]);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      opId: op.opId,
      entityKey: 'transport:t1',
      state: 'pending',
      attempts: 0,
      createdAt: clock.now(),
      nextAttemptAt: clock.now(),
    });
  });

  it('P6: when the outbox write fails inside the transaction, the view is rolled back too', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'arrived_pickup'), 100));
    const before = await db.transports.get('t1');
    db.outbox.add = () => {
      throw new Error('disque arraché');
    };

    await expect(store.enqueue(statusOp('t1', 'patient_loaded'))).rejects.toThrow('disque arraché');

    expect(await db.transports.get('t1')).toEqual(before);
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses locally a move the domain forbids, and records nothing', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'patient_loaded'), 100));

    const result = await store.enqueue(statusOp('t1', 'en_route_pickup'));

    expect(result).toEqual({
      ok: false,
      refusal: expect.objectContaining({ code: 'backward' }) as unknown,
    });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.transports.get('t1'))?.pendingOpIds).toEqual([]);
  });

  it('checks each tap against the view, so offline taps chain on each other', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned'), 100));

    for (const status of ['en_route_pickup', 'arrived_pickup', 'patient_loaded'] as const) {
      expect((await store.enqueue(statusOp('t1', status))).ok).toBe(true);
    }

    const row = await db.transports.get('t1');
    expect(row?.view.etat).toBe('patient_loaded');
    expect(row?.server?.etat).toBe('assigned');
    expect(row?.pendingOpIds).toHaveLength(3);
  });

  it('is idempotent by opId: the same action enqueued twice is one entry', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned'), 100));
    const op = statusOp('t1', 'en_route_pickup');

    const first = await store.enqueue(op);
    const second = await store.enqueue(op);

    expect(second).toEqual(first);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.transports.get('t1'))?.pendingOpIds).toEqual([op.opId]);
  });

  it('creates a transport that exists only on this device', async () => {
    const { db, store } = harness();
    const transport = makeTransport('new-1');

    const result = await store.enqueue(createOp(transport));

    expect(result.ok).toBe(true);
    const row = await db.transports.get('new-1');
    expect(row).toMatchObject({ server: null, serverSyncTs: null, phase: 'waiting' });
    expect(row?.view.patient_info.lastName).toBe('Martin');
  });

  it('refuses a change to a transport this device does not know', async () => {
    const { store } = harness();
    const result = await store.enqueue(statusOp('inconnu', 'accepted', ACTORS.ambulance));
    expect(result.ok).toBe(false);
  });

  it('rejects a malformed operation before touching the database', async () => {
    const { db, store } = harness();
    const broken = { ...statusOp('t1', 'accepted'), opId: '' };
    await expect(store.enqueue(broken)).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });

  it('marks a notification read at once', async () => {
    const { db, store } = harness();
    await db.notifications.put({
      id: 'n1',
      type: 'new_transport',
      role: 'ambulance',
      read: false,
      unread: 1,
      created_at: 1,
      expires_at: 2,
      is_test_data: false,
      user_id: null,
      org_id: null,
      transport_id: null,
      op_id: null,
      patient_id: null,
      read_by: {},
    });

    await store.enqueue({ kind: 'notification.read', opId: 'read-1', notificationId: 'n1' });

    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });
    expect((await db.outbox.toArray())[0]?.entityKey).toBe('notification:n1');
  });
});

describe('enqueue when storage is full', () => {
  it('throws the French StorageFullError and keeps every earlier entry and view', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned'), 100));
    await store.enqueue(statusOp('t1', 'en_route_pickup'));
    const entriesBefore = await db.outbox.toArray();
    const rowBefore = await db.transports.get('t1');
    db.outbox.add = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };

    const attempt = store.enqueue(statusOp('t1', 'arrived_pickup'));

    await expect(attempt).rejects.toBeInstanceOf(StorageFullError);
    await expect(attempt).rejects.toThrow(STORAGE_FULL_MESSAGE);
    expect(await db.outbox.toArray()).toEqual(entriesBefore);
    expect(await db.transports.get('t1')).toEqual(rowBefore);
  });
});
