import { afterEach, describe, expect, it } from 'vitest';
import { signOutDialog, unsyncedMessage, waitForDrain } from '@/sync/sign-out-guard';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { Browser } from '@tests/sync/harness/tabs';
import { flush, World } from '@tests/sync/harness/world';

let world: World;
afterEach(async () => world?.dispose());

describe('[SO1] the sign-out dialog', () => {
  it('[SO1] nothing unsynced: no dialog, sign out at once', () => {
    expect(signOutDialog({ pending: 0, failed: 0 })).toBeNull();
  });

  it('[SO1] « 3 modifications ne sont pas encore synchronisées. » with both choices', () => {
    expect(signOutDialog({ pending: 3, failed: 0 })).toEqual({
      unsynced: 3,
      message: '3 modifications ne sont pas encore synchronisées.',
      choices: [
        { id: 'wait', label: 'Attendre la synchronisation' },
        { id: 'force', label: 'Se déconnecter quand même' },
      ],
    });
  });

  it('[SO1] singular, and failed changes count but waiting cannot help them', () => {
    expect(unsyncedMessage(1)).toBe('1 modification n’est pas encore synchronisée.');
    expect(signOutDialog({ pending: 0, failed: 2 })).toEqual({
      unsynced: 2,
      message: '2 modifications ne sont pas encore synchronisées.',
      choices: [{ id: 'force', label: 'Se déconnecter quand même' }],
    });
  });
});

describe('[SO2] « Attendre la synchronisation »', () => {
  async function driverWithPending(online: boolean) {
    world = new World(1);
    world.server.seed([rideIn('ride-1', T0)]);
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    driver.setNetwork(false);
    await flush();
    await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await driver.tap(driver.ops.status('ride-1', 'arrived_pickup', world.clock.now()));
    driver.setNetwork(online);
    return driver;
  }

  it('[SO2] resolves « drained » once everything has been sent', async () => {
    const driver = await driverWithPending(true);
    driver.remote.latencyMs = 5;
    expect(await waitForDrain(driver.engine, 2_000)).toBe('drained');
    expect(world.server.document('ride-1')?.data.etat).toBe('arrived_pickup');
  });

  it('[SO2] resolves « timeout » while the network is away, losing nothing', async () => {
    const driver = await driverWithPending(false);
    expect(await waitForDrain(driver.engine, 30, 10)).toBe('timeout');
    expect(driver.engine.getState().pending).toBe(2);
  });

  it('[SO2] from a follower tab it sees the leader drain', async () => {
    world = new World(2);
    world.server.seed([rideIn('ride-1', T0)]);
    const browser = new Browser(world);
    const [leader, follower] = [browser.open(), browser.open()];
    await flush();
    leader.remote.latencyMs = 5;
    await follower.tap(follower.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await follower.engine.refreshCounts();
    expect(signOutDialog(follower.engine.getState())?.unsynced).toBe(1);
    expect(await waitForDrain(follower.engine, 2_000, 10)).toBe('drained');
    expect(leader.remote.calls.push).toBe(1);
  });
});
