import { afterEach, describe, expect, it } from 'vitest';
import type { RemotePort } from '@/data/ports';
import { PROVIDER_CHAIN } from '@/domain/transport/driver-steps';
import type { MemoryRemote } from '@tests/support/fakes/memory-remote';
import type { Device } from '@tests/sync/harness/device';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

// Issue 24: a long drain is not listened to — the device's own writes would ring the doorbell once each — and the
// listeners come back once it ends; a few changes keep them (re-opening them costs more than it saves).

const RIDES = ['ride-1', 'ride-2', 'ride-3', 'ride-4'];

/** Counts the doorbell's open listeners, and how many were open at each push. */
class ListenerProbe {
  open = 0;
  readonly openAtPush: number[] = [];

  wrap(remote: MemoryRemote): RemotePort {
    return new Proxy(remote, {
      get: (target, key, receiver) => {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (key === 'watch') {
          return (...args: Parameters<RemotePort['watch']>) => {
            this.open += 1;
            const stop = target.watch(...args);
            return () => {
              this.open -= 1;
              stop();
            };
          };
        }
        if (key === 'push') {
          return (...args: Parameters<MemoryRemote['push']>) => {
            this.openAtPush.push(this.open);
            return target.push(...args);
          };
        }
        return value;
      },
    });
  }
}

let world: World;
afterEach(async () => world?.dispose());

async function offlineTaps(device: Device, perRide: number) {
  device.setNetwork(false);
  for (const ride of RIDES) {
    for (const status of PROVIDER_CHAIN.slice(0, perRide)) {
      world.clock.advance(1000);
      await device.tap(device.ops.status(ride, status, world.clock.now()));
    }
  }
  await device.engine.refreshCounts();
}

function driver(batchSize: number, probe: ListenerProbe): Device {
  world = new World(5);
  world.server.seed(RIDES.map((id) => rideIn(id, T0)));
  return world.device({
    name: 'driver',
    actor: ACTORS.driverA,
    options: { batchSize },
    wrapRemote: (remote) => probe.wrap(remote),
  });
}

describe('[DRAIN-QUIET] the doorbell during a drain', () => {
  it('[DRAIN-QUIET1] more changes than the pool holds: no listener during the pushes, listening again after', async () => {
    const probe = new ListenerProbe();
    const device = driver(2, probe);
    await flush();
    await device.engine.syncNow();
    expect(probe.open).toBe(1);
    await offlineTaps(device, 3);
    expect(device.engine.getState().pending).toBe(12);

    device.setNetwork(true);
    await device.engine.syncNow();

    expect(await device.store.pendingCount()).toBe(0);
    expect(probe.openAtPush).toHaveLength(12);
    expect(probe.openAtPush.every((open) => open === 0)).toBe(true);
    expect(probe.open).toBe(1);
  });

  it('[DRAIN-QUIET2] a few changes: the listener stays open while they are pushed', async () => {
    const probe = new ListenerProbe();
    const device = driver(20, probe);
    await flush();
    await device.engine.syncNow();
    await offlineTaps(device, 2);

    device.setNetwork(true);
    await device.engine.syncNow();

    expect(await device.store.pendingCount()).toBe(0);
    expect(probe.openAtPush).toEqual(Array.from({ length: 8 }, () => 1));
    expect(probe.open).toBe(1);
  });
});
