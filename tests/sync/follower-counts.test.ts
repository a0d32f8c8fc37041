import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '@/data/ports';
import { rideIn, T0 } from '@tests/sync/harness/fixtures';
import { Browser } from '@tests/sync/harness/tabs';
import { flush, World } from '@tests/sync/harness/world';

let world: World;
afterEach(async () => world?.dispose());

describe('[ST-FOLLOW] a tab that does not lead shows the device’s true pending count (issue 25)', () => {
  it('[ST-FOLLOW1] three taps made offline in a follower: it reads 0 pending as soon as the leader drained them', async () => {
    world = new World(7);
    world.server.seed([rideIn('ride-1', T0), rideIn('ride-2', T0)]);
    const browser = new Browser(world);
    const [leader, follower] = [browser.open(), browser.open()];
    for (const tab of [leader, follower]) tab.setNetwork(false);
    await flush();
    expect(leader.engine.isLeader()).toBe(true);

    for (const [ride, status] of [
      ['ride-1', 'en_route_pickup'],
      ['ride-2', 'en_route_pickup'],
      ['ride-1', 'arrived_pickup'],
    ] as const) {
      await browser.tap(follower, follower.ops.status(ride, status, world.clock.now()));
    }
    // The leader tab hears the follower's taps too, with no nudge answered (offline).
    await vi.waitFor(() => expect(leader.engine.getState().pending).toBe(3));
    expect(follower.engine.getState().pending).toBe(3);

    // The follower hears « online » first (it refreshes then: still 3), the leader drains afterwards.
    follower.setNetwork(true);
    await flush();
    leader.setNetwork(true);
    await vi.waitFor(() => expect(browser.store.entries()).toEqual([]));
    await vi.waitFor(() => expect(leader.engine.getState().lastSyncAt).not.toBeNull());

    // No timer, no refreshCounts: within a few ticks the follower says what the device holds.
    await vi.waitFor(() => expect(follower.engine.getState().pending).toBe(0), { timeout: 1_000 });
    expect(follower.remote.calls.push).toBe(0);
  });

  it('[ST-FOLLOW2] the leader’s push is to be tried again later: the follower says when, and no longer once it went through', async () => {
    world = new World(11);
    world.server.seed([rideIn('ride-1', T0)]);
    const browser = new Browser(world);
    const [leader, follower] = [browser.open(), browser.open()];
    await flush();
    expect(leader.engine.isLeader()).toBe(true);
    leader.remote.failNextPushes(new RemoteError('unavailable', 'Serveur injoignable.'));

    await browser.tap(
      follower,
      follower.ops.status('ride-1', 'en_route_pickup', world.clock.now()),
    );
    await vi.waitFor(() =>
      expect(leader.engine.getState().nextRetryAt).toEqual(expect.any(Number)),
    );
    const at = leader.engine.getState().nextRetryAt;
    expect(at).toBeGreaterThan(world.clock.now());
    await vi.waitFor(() => expect(follower.engine.getState().nextRetryAt).toBe(at));
    expect(follower.engine.getState().pending).toBe(1);

    world.clock.advance(at! - world.clock.now());
    await leader.engine.syncNow();
    expect(browser.store.entries()).toEqual([]);
    await vi.waitFor(() => expect(follower.engine.getState().nextRetryAt).toBeNull());
    expect(follower.engine.getState().pending).toBe(0);
  });
});
