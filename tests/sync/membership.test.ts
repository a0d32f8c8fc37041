import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemotePort } from '@/data/ports';
import { MEMBERSHIP_ENDED, type Membership } from '@/domain/organisation/membership';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';
import type { MemoryRemote } from '@tests/support/fakes/memory-remote';

/**
 * [MB] Issue 13: removing a member ends their access at their next sync — the device drops the organisation's data
 * once, says why in French, and stops asking (no retry loop); listed again, it pulls everything back.
 */

let world: World;
afterEach(async () => world?.dispose());

/** The memory remote, answering membership as the server would. */
function withMembership(answer: () => Membership) {
  return (remote: MemoryRemote): RemotePort =>
    forwardPort<RemotePort>(REMOTE_PORT, remote, {
      membership: () => Promise.resolve(answer()),
    });
}

describe('[MB] a removed member’s device lets go of the organisation', () => {
  it('[MB] removed: rides, outbox and checkpoints dropped, French message, no more pulls; re-listed: back', async () => {
    world = new World(1);
    world.server.seed([rideIn('ride-1', T0), rideIn('ride-2', T0)]);
    let membership: Membership = { status: 'member', role: 'regulateur' };
    const driver = world.device({
      name: 'driver',
      actor: ACTORS.driverA,
      wrapRemote: withMembership(() => membership),
    });
    await driver.engine.syncNow('timer');
    await flush();
    expect(driver.store.mirrorIds().sort()).toEqual(['ride-1', 'ride-2']);
    expect(driver.engine.getState().memberRole).toBe('regulateur');

    driver.setNetwork(false);
    await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    membership = { status: 'removed' };
    driver.setNetwork(true);
    await driver.engine.syncNow('timer');
    await flush();
    expect(driver.store.mirrorIds()).toEqual([]);
    expect(driver.store.entries()).toEqual([]);
    expect(driver.engine.getState()).toMatchObject({ accessEnded: MEMBERSHIP_ENDED, pending: 0 });
    const pulls = driver.remote.calls.pull;
    await driver.engine.syncNow('timer');
    await flush();
    expect(driver.remote.calls.pull).toBe(pulls);
    expect(driver.remote.calls.push).toBe(0);

    membership = { status: 'member', role: 'regulateur' };
    await driver.engine.syncNow('timer');
    await flush();
    expect(driver.engine.getState().accessEnded).toBeNull();
    expect(driver.store.mirrorIds().sort()).toEqual(['ride-1', 'ride-2']);
  });
});
