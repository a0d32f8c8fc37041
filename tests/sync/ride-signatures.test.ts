import { afterEach, describe, expect, it } from 'vitest';
import type { RideSignature } from '@/domain/transport/ride-signature';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

let world: World | null = null;
afterEach(async () => {
  await world?.dispose();
  world = null;
});

const signature = (transportId: string, signedAt: number): RideSignature => ({
  transportId,
  signer: 'patient',
  signerName: null,
  method: 'drawn',
  mime: 'image/png',
  bytes: new Uint8Array([137, 80, 78, 71]),
  signedAt,
});

describe('[SYNC-SIG] issue 23: the signature taken offline reaches the server after the steps', () => {
  it('[SYNC-SIG1] arrival and signature offline: nothing leaves the phone; back online both are sent, the clinic reads it', async () => {
    world = new World(41);
    world.server.seed([rideIn('ride-sig', T0, 'en_route_destination')]);
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();
    driver.setNetwork(false);
    await driver.tap(driver.ops.status('ride-sig', 'arrived_destination', world.clock.now()));
    await driver.store.keepSignature(signature('ride-sig', world.clock.now()));
    world.clock.advance(60_000);
    await driver.engine.syncNow();
    expect(await driver.store.pendingSignatures()).toHaveLength(1);
    expect(world.server.readSignature('ride-sig', clinic.viewer)).toBeNull();

    driver.setNetwork(true);
    await driver.engine.syncNow();
    expect(await driver.store.pendingSignatures()).toEqual([]);
    expect(world.server.history('ride-sig').at(-1)).toMatchObject({
      etat: 'arrived_destination',
      applied: true,
    });
    const stored = world.server.readSignature('ride-sig', clinic.viewer);
    expect(stored).toMatchObject({ signer: 'patient', method: 'drawn', signedAt: T0 });
    expect([...(stored?.bytes ?? [])]).toEqual([137, 80, 78, 71]);
  });

  it('[SYNC-SIG2] a signature whose ride the server does not hold stays on the phone', async () => {
    world = new World(42);
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    await flush();
    await driver.store.keepSignature(signature('absent', world.clock.now()));
    await driver.engine.syncNow();
    expect(await driver.store.pendingSignatures()).toHaveLength(1);
  });
});
