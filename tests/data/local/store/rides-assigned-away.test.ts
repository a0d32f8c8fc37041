import { describe, expect, it } from 'vitest';
import { readReassignedAway } from '@/data/local/store/rides-assigned-away';
import { inStatus, remoteDoc, statusOp } from '../support/fixtures';
import { harness, seedServer } from '../support/store-harness';

/** [RA-DX] The Dexie store lets go of a chauffeur's rides that were reassigned away (issue 13). */

const KARIM = { uid: 'u-karim', firstName: 'Karim' };
const LEA = { uid: 'u-lea', firstName: 'Léa' };

describe('[RA-DX] dropRidesAssignedAway on the device store', () => {
  it('[RA-DX] drops the driver’s rides missing from the server’s set, keeps the rest, remembers why', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned', { assigned_driver: KARIM }), 100));
    await seedServer(store, remoteDoc(inStatus('t2', 'assigned', { assigned_driver: KARIM }), 110));
    await seedServer(
      store,
      remoteDoc(inStatus('t3', 'completed', { assigned_driver: KARIM }), 120),
    );
    await seedServer(store, remoteDoc(inStatus('t4', 'assigned', { assigned_driver: LEA }), 130));

    expect(await store.dropRidesAssignedAway(KARIM.uid, ['t2'])).toEqual(['t1']);

    expect((await db.transports.toCollection().primaryKeys()).sort()).toEqual(['t2', 't3', 't4']);
    expect(await readReassignedAway(db)).toEqual(['t1']);
  });

  it('[RA-DX] a ride with a tap still waiting stays until its push settles', async () => {
    const { db, store } = harness();
    await seedServer(store, remoteDoc(inStatus('t1', 'assigned', { assigned_driver: KARIM }), 100));
    const queued = await store.enqueue(statusOp('t1', 'en_route_pickup'));
    expect(queued.ok).toBe(true);

    expect(await store.dropRidesAssignedAway(KARIM.uid, [])).toEqual([]);
    expect(await db.transports.get('t1')).toBeDefined();
    expect(await readReassignedAway(db)).toEqual([]);
  });
});
