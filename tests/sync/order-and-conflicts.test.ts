import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { isTerminal } from '@/domain/transport/transport-status';
import type { Device } from '@tests/sync/harness/device';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { runSteps, setUpScenario, stepsArb } from '@tests/sync/harness/scenario';
import { flush, PROPERTY_TIMEOUT_MS, World } from '@tests/sync/harness/world';

/** Positions in the server history of one device's status taps on one transport, in tap order. */
function historyPositions(world: World, device: Device, transportId: string): number[] {
  const history = world.server.history(transportId).map((entry) => entry.op_id);
  return device.taps
    .filter((op) => op.kind === 'transport.status' && op.transportId === transportId)
    .map((op) => history.indexOf(op.opId))
    .filter((position) => position >= 0);
}

describe('[P4] terminal states stay terminal, per-transport order holds', () => {
  it(
    '[P4] no commit ever moves a terminal transport; each device’s taps keep their order in history',
    async () => {
      await fc.assert(
        fc.asyncProperty(stepsArb, fc.nat(), async (steps, seed) => {
          const scenario = await setUpScenario(seed);
          try {
            await runSteps(scenario, steps);
            const { world, devices } = scenario;
            for (const { before, after } of world.server.commits) {
              if (before !== null && isTerminal(before.etat)) expect(after.etat).toBe(before.etat);
            }
            for (const device of devices) {
              for (const doc of world.server.documents()) {
                const positions = historyPositions(world, device, doc.id);
                expect(positions).toEqual([...positions].sort((a, b) => a - b));
              }
              // Every status tap reached the history once, or was refused without a trace on the ride, the
              // device keeping the refusal: the transport did not exist yet, or had left this company's sight
              // (taken, withdrawn) — a ride it may no longer read keeps nothing of its taps — or the company was
              // a mere candidate, whose refusal competitors must not read (issue 21; transport-decision.ts).
              const refused = new Map(
                device.store.entries().map((entry) => [entry.opId, entry.refusal]),
              );
              for (const op of device.taps.filter((tap) => tap.kind === 'transport.status')) {
                const count = world.server.entriesWithOpId(op.opId);
                if (count === 0) {
                  expect(refused.get(op.opId)).toEqual({
                    code: expect.any(String),
                    reason: expect.any(String),
                  });
                } else expect(count).toBe(1);
              }
            }
          } finally {
            await scenario.world.dispose();
          }
        }),
        { numRuns: 50 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('[P4] cancelled while the driver was offline', () => {
  let world: World;
  afterEach(async () => world.dispose());

  it('[P4] the driver’s tap ends « refused » on the device with the French reason, applied:false remotely', async () => {
    world = new World(11);
    world.server.seed([rideIn('ride-1', T0, 'en_route_pickup')]);
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();

    driver.setNetwork(false);
    await driver.tap(driver.ops.status('ride-1', 'arrived_pickup', world.clock.now()));
    expect(driver.store.view('ride-1')?.etat).toBe('arrived_pickup');
    world.clock.advance(60_000);
    await clinic.tap(
      clinic.ops.status('ride-1', 'cancelled', world.clock.now(), 'Patient hospitalisé'),
    );
    await clinic.engine.syncNow();

    world.clock.advance(60_000);
    driver.setNetwork(true);
    await flush();

    const reason = 'Ce transport a été annulé : son état ne peut plus changer.';
    expect(driver.store.entries()).toMatchObject([
      { opId: driver.taps[0]!.opId, state: 'refused', refusal: { code: 'terminal', reason } },
    ]);
    expect(driver.engine.getState()).toMatchObject({ pending: 0, refused: 1, failed: 0 });
    const view = driver.store.view('ride-1')!;
    expect(view.etat).toBe('cancelled');
    expect(world.server.history('ride-1').at(-1)).toMatchObject({
      op_id: driver.taps[0]!.opId,
      etat: 'arrived_pickup',
      applied: false,
      refusal_reason: reason,
    });
    expect(view.historique_etats).toEqual(world.server.history('ride-1'));
  });

  it('[P4] a later tap on the same transport is still sent and re-checked (refused does not block)', async () => {
    world = new World(12);
    world.server.seed([rideIn('ride-1', T0, 'en_route_pickup')]);
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    await flush();
    driver.setNetwork(false);
    await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await driver.tap(driver.ops.status('ride-1', 'arrived_pickup', world.clock.now()));
    driver.setNetwork(true);
    await flush();
    expect(driver.store.entries()).toMatchObject([
      { state: 'refused', refusal: { code: 'same_state' } },
    ]);
    expect(world.server.document('ride-1')?.data.etat).toBe('arrived_pickup');
  });
});
