import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '@/data/ports';
import { DEFAULT_SYNC_OPTIONS } from '@/sync/engine-types';
import { INITIAL_SYNC_STATE, type SyncState } from '@/sync/sync-state';
import { createSyncStateStore } from '@/sync/sync-state-store';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

let world: World;
afterEach(async () => world?.dispose());

/** A driver who opened the app without signal and tapped `count` times. */
async function driverWithTaps(count: number) {
  world = new World(1);
  world.server.seed([rideIn('ride-1', T0), rideIn('ride-2', T0)]);
  const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
  driver.setNetwork(false);
  await flush();
  for (let i = 0; i < count; i += 1) {
    const status = i < 2 ? 'en_route_pickup' : 'arrived_pickup';
    await driver.tap(driver.ops.status(`ride-${(i % 2) + 1}`, status, world.clock.now()));
  }
  await driver.engine.refreshCounts();
  return driver;
}

describe('[ST1] a store fit for useSyncExternalStore', () => {
  it('[ST1] same snapshot object until a value changes; listeners hear only changes', () => {
    const store = createSyncStateStore(INITIAL_SYNC_STATE);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getState();
    store.update({ pending: 0, online: true });
    expect(store.getState()).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    store.update({ pending: 2 });
    expect(store.getState()).not.toBe(first);
    expect(store.getState()).toEqual({ ...INITIAL_SYNC_STATE, pending: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.update({ pending: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('[ST2] what the indicator sees', () => {
  it('[ST2] offline taps count as pending; back online they drain, then lastSyncAt is set', async () => {
    const driver = await driverWithTaps(3);
    expect(driver.engine.getState()).toMatchObject({ online: false, pending: 3, lastSyncAt: null });
    const seen: SyncState[] = [];
    driver.engine.subscribe((state) => seen.push(state));
    world.clock.advance(5_000);
    driver.setNetwork(true);
    await flush();

    expect(seen[0]).toMatchObject({ online: true, syncing: false, pending: 3 });
    expect(seen.some((state) => state.syncing)).toBe(true);
    const pendings = seen.map((state) => state.pending);
    expect(pendings).toEqual([...pendings].sort((a, b) => b - a));
    expect(driver.engine.getState()).toEqual({
      online: true,
      pending: 0,
      refused: 0,
      failed: 0,
      lastSyncAt: world.clock.now(),
      syncing: false,
    });
  });

  it('[ST2] lastSyncAt stays null while something retryable is left (lie-fi)', async () => {
    const driver = await driverWithTaps(1);
    driver.connectivity.set(true);
    await driver.engine.syncNow();
    expect(driver.engine.getState()).toMatchObject({ online: true, pending: 1, lastSyncAt: null });
    driver.remote.setOffline(false);
    await driver.engine.syncNow();
    expect(driver.engine.getState()).toMatchObject({ pending: 0, lastSyncAt: world.clock.now() });
  });

  it('[ST3] a change the server could not take yet: the state says when it is retried, « now » tries it at once, and the retry time goes once it is through', async () => {
    const driver = await driverWithTaps(1);
    driver.remote.failNextPushes(new RemoteError('unavailable', 'Serveur occupé.'), 2);
    // The server answers first, then the device hears it is online (setNetwork would cycle in between).
    driver.remote.setOffline(false);
    driver.connectivity.set(true);
    await flush();
    const { nextRetryAt } = driver.engine.getState();
    expect(nextRetryAt).toBeGreaterThan(world.clock.now());
    // A cycle between two retries (the 60 s timer) tries nothing and keeps announcing the same retry.
    await driver.engine.syncNow('timer');
    expect(driver.engine.getState()).toMatchObject({ pending: 1, nextRetryAt });
    // « Réessayer maintenant »: the second failure, then (asked again) the change goes through.
    await driver.engine.syncNow();
    expect(driver.engine.getState().pending).toBe(1);
    await driver.engine.syncNow();
    expect(driver.engine.getState()).toMatchObject({ pending: 0, nextRetryAt: null });
  });

  it('[ST3] the server unreachable behind a signal that looks fine (lie-fi): the next cycle is announced; « now » brings the change through', async () => {
    const driver = await driverWithTaps(1);
    driver.connectivity.set(true);
    await flush();
    expect(driver.engine.getState()).toMatchObject({
      pending: 1,
      nextRetryAt: world.clock.now() + DEFAULT_SYNC_OPTIONS.timerIntervalMs,
    });
    driver.remote.setOffline(false);
    await driver.engine.syncNow();
    expect(driver.engine.getState()).toMatchObject({ pending: 0, nextRetryAt: null });
  });

  it('[ST2] refused and failed changes are counted, and do not hold lastSyncAt back', async () => {
    const driver = await driverWithTaps(2);
    await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    driver.remote.denyWhen((op) => op.opId === driver.taps[1]!.opId);
    driver.setNetwork(true);
    await flush();
    expect(driver.engine.getState()).toMatchObject({
      pending: 0,
      refused: 1,
      failed: 1,
      lastSyncAt: world.clock.now(),
    });
  });

  it('[ST2] a cycle that changes nothing only flips « syncing » on and off', async () => {
    const driver = await driverWithTaps(0);
    driver.setNetwork(true);
    await flush();
    const before = driver.engine.getState();
    await driver.engine.refreshCounts();
    expect(driver.engine.getState()).toBe(before);
    const seen: SyncState[] = [];
    driver.engine.subscribe((state) => seen.push(state));
    await driver.engine.syncNow('timer');
    expect(seen).toEqual([{ ...before, syncing: true }, before]);
  });
});
