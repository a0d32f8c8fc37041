import { afterEach, describe, expect, it } from 'vitest';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { assignedTo, silentOnDeparture, staffedWorld } from '@tests/sync/harness/chauffeurs';
import { flush, type World } from '@tests/sync/harness/world';

/**
 * [RA] Issue 13: a chauffeur's pull (their company's rides assigned to them, from a checkpoint) never says that a
 * ride was reassigned to a colleague. Each cycle compares the rides the device holds as theirs with the server's
 * current assigned set: the ride leaves A's phone at A's next cycle and reaches B's.
 */

let world: World;
afterEach(async () => world?.dispose());

describe('[RA] a ride reassigned to another chauffeur leaves the first one’s device', () => {
  it('[RA] reassigned A→B: A’s device drops it at its next cycle and remembers why, B’s gets it', async () => {
    world = staffedWorld();
    const ride = rideIn('ride-1', T0);
    const other = assignedTo(rideIn('ride-2', T0), ACTORS.driverA, 'Anne');
    world.server.seed([assignedTo(ride, ACTORS.driverA, 'Anne'), other]);
    const a = world.device({ name: 'a', actor: ACTORS.driverA, wrapRemote: silentOnDeparture });
    const b = world.device({ name: 'b', actor: ACTORS.driverB, wrapRemote: silentOnDeparture });
    await a.engine.syncNow('timer');
    await b.engine.syncNow('timer');
    await flush();
    expect(a.store.mirrorIds().sort()).toEqual(['ride-1', 'ride-2']);
    expect(b.store.mirrorIds()).toEqual([]);

    world.server.seed([assignedTo(ride, ACTORS.driverB, 'Bruno')]);
    await a.engine.syncNow('timer');
    await b.engine.syncNow('timer');
    await flush();
    expect(a.store.mirrorIds()).toEqual(['ride-2']);
    expect(a.store.reassignedAwayIds()).toEqual(['ride-1']);
    expect(b.store.mirrorIds()).toEqual(['ride-1']);
    expect(b.store.view('ride-1')?.assigned_driver?.uid).toBe(ACTORS.driverB.uid);
  });

  it('[RA] a tap still unsent keeps the ride on the phone until its push settles', async () => {
    world = staffedWorld();
    const ride = assignedTo(rideIn('ride-1', T0), ACTORS.driverA, 'Anne');
    world.server.seed([ride]);
    const a = world.device({ name: 'a', actor: ACTORS.driverA, wrapRemote: silentOnDeparture });
    await a.engine.syncNow('timer');
    await flush();
    a.setNetwork(false);
    await a.tap(a.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    world.server.seed([assignedTo(ride, ACTORS.driverB, 'Bruno')]);
    const dropped = await a.store.dropRidesAssignedAway(ACTORS.driverA.uid, []);
    expect(dropped).toEqual([]);
    expect(a.store.mirrorIds()).toEqual(['ride-1']);
  });

  it('[RA] a ride assigned to them after their pull is not mistaken for one that left', async () => {
    world = staffedWorld();
    const a = world.device({ name: 'a', actor: ACTORS.driverA, wrapRemote: silentOnDeparture });
    await a.engine.syncNow('timer');
    await flush();
    world.server.seed([assignedTo(rideIn('ride-1', T0), ACTORS.driverA, 'Anne')]);
    await a.engine.syncNow('timer');
    await flush();
    expect(a.store.mirrorIds()).toEqual(['ride-1']);
    expect(a.store.reassignedAwayIds()).toEqual([]);
  });
});
