import { describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { AppDb } from '@/data/local/db/app-db';
import { deviceIdOf } from '@/data/local/platform/device-id';
import { clearPatientData, deleteUserDatabase, unsyncedCount } from '@/data/local/session-data';
import { createOp, inStatus, makeTransport, remoteDoc, statusOp } from './support/fixtures';
import { harness, seedServer } from './support/store-harness';

describe('sign-out', () => {
  it('unsyncedCount counts what the server has not received (pending, in flight, failed), not refusals', async () => {
    const { db, store } = harness();
    await seedServer(
      store,
      remoteDoc(inStatus('t1', 'assigned'), 1),
      remoteDoc(inStatus('t2', 'assigned'), 1),
    );
    const results = await Promise.all([
      store.enqueue(statusOp('t1', 'en_route_pickup')),
      store.enqueue(statusOp('t2', 'en_route_pickup')),
    ]);
    const [first, second] = results.map((result) => (result.ok ? result.entry.seq : -1));
    await store.enqueue(statusOp('t1', 'arrived_pickup'));
    expect(await unsyncedCount(db)).toBe(3);
    await store.settle(first!, {
      status: 'refused',
      refusal: { code: 'terminal', reason: 'Annulé.' },
      document: null,
    });
    await store.markFailed(second!, 'permission-denied');
    expect(await unsyncedCount(db)).toBe(2);
  });

  it('clearPatientData empties the mirror and the checkpoints, keeps the outbox and the device id', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned'), 1));
    const edited = await store.enqueue(statusOp('t1', 'en_route_pickup'));
    const created = await store.enqueue(createOp(makeTransport('offline-request')));
    await db.patients.put({ id: 'p1', first_name: 'Jeanne' } as never);
    await db.profiles.put({ uid: 'u1' } as never);
    const deviceId = await deviceIdOf(db);
    expect(await store.checkpoint('transports')).not.toBeNull();

    await clearPatientData(db);

    expect(await db.patients.count()).toBe(0);
    expect(await db.profiles.count()).toBe(0);
    expect(await db.notifications.count()).toBe(0);
    expect(await store.checkpoint('transports')).toBeNull();
    expect(await deviceIdOf(db, () => 'nouveau')).toBe(deviceId);
    expect(await db.outbox.count()).toBe(2);
    // The transport known from the server is gone until the next pull; the one created offline stays visible.
    expect(await db.transports.get('t1')).toBeUndefined();
    expect((await db.transports.get('offline-request'))?.pendingOpIds).toHaveLength(1);
    expect(edited.ok && created.ok).toBe(true);

    // Next sign-in: the pull brings t1 back with the unsent tap on top.
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned'), 1));
    expect((await db.transports.get('t1'))?.view.etat).toBe('en_route_pickup');
  });

  it('deleteUserDatabase removes the whole database', async () => {
    const uid = `gone-${crypto.randomUUID()}`;
    const db = new AppDb(uid);
    await db.meta.put({ key: 'x', value: 1 });
    db.close();

    await deleteUserDatabase(uid);

    expect(await Dexie.exists(db.name)).toBe(false);
  });
});
