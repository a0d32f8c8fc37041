import { afterEach, describe, expect, it } from 'vitest';
import { ACTORS, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

let world: World | null = null;
afterEach(async () => {
  await world?.dispose();
  world = null;
});

const scan = (transportId: string) => ({
  transportId,
  mime: 'image/webp' as const,
  bytes: new Uint8Array([1, 2, 3, 4]),
});

describe('[SYNC-SCAN] the prescription scans taken offline reach the server after their ride', () => {
  it('[SYNC-SCAN1] filed offline with its scan: nothing leaves the device; back online, the ride then its scan are sent and the device lets the scan go', async () => {
    world = new World(31);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();
    clinic.setNetwork(false);
    await clinic.tap(clinic.ops.create('t-scan', T0));
    await clinic.store.keepScan(scan('t-scan'));
    const before = clinic.engine.getState().lastSyncAt;
    world.clock.advance(60_000);
    await clinic.engine.syncNow();
    expect(await clinic.store.pendingScans()).toHaveLength(1);
    expect(clinic.engine.getState().lastSyncAt).toBe(before);

    clinic.setNetwork(true);
    await clinic.engine.syncNow();
    expect(await clinic.store.pendingScans()).toEqual([]);
    const stored = world.server.readScan('t-scan', clinic.viewer);
    expect([...(stored?.bytes ?? [])]).toEqual([1, 2, 3, 4]);
    expect(clinic.engine.getState().lastSyncAt).toBe(world.clock.now());
  });

  it('[SYNC-SCAN2] a scan whose ride the server does not hold stays on the device and the cycle is not clean', async () => {
    world = new World(32);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();
    await clinic.store.keepScan(scan('nulle-part'));
    const before = clinic.engine.getState().lastSyncAt;
    world.clock.advance(60_000);
    await clinic.engine.syncNow();
    expect(await clinic.store.pendingScans()).toHaveLength(1);
    expect(clinic.engine.getState().lastSyncAt).toBe(before);
  });
});
