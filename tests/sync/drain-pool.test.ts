import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { PushOutcome, RemoteOperation, RemotePort, Viewer } from '@/data/ports';
import { PROVIDER_CHAIN } from '@/domain/transport/driver-steps';
import type { TransportStatus } from '@/domain/transport/transport-status';
import type { MemoryRemote } from '@tests/support/fakes/memory-remote';
import type { Device } from '@tests/sync/harness/device';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, PROPERTY_TIMEOUT_MS, ticks, World } from '@tests/sync/harness/world';

// Issue 24: the drain is a bounded pool (several rides in flight, a ride's changes one after the other, the
// next one started as soon as the previous settles). Offline sequences over several rides, drained with a
// crash somewhere between two pushes, then quiet: every change applied once, in its ride's order.

const RIDES = ['ride-1', 'ride-2', 'ride-3', 'ride-4', 'ride-5'];
const TARGETS: readonly TransportStatus[] = [...PROVIDER_CHAIN, 'cancelled'];

/** A status tap (allowed or not: a refusal is recorded too, as a history entry with applied: false). */
interface Tap {
  ride: number;
  status: TransportStatus;
}

const tapArb: fc.Arbitrary<Tap> = fc.record({
  ride: fc.nat(RIDES.length - 1),
  status: fc.constantFrom(...TARGETS),
});

/**
 * Watches the pushes in flight: never two of one ride, never more than the pool's bound — per engine. A killed
 * tab's request may still be answered after the reloaded tab has sent the same change again (the server then
 * answers « duplicate », which the property checks): `generation` tells the two engines apart.
 */
class FlightRecorder {
  private readonly inFlight = new Map<string, number>();
  generation = 0;
  maxInFlight = 0;
  sameRideOverlaps = 0;
  /** Rides in the order their pushes were answered. */
  readonly answered: string[] = [];

  /** `delayMs`: how long the network holds a push of this ride (0: the fake's own timing). */
  wrap(remote: MemoryRemote, delayMs: (ride: string) => number = () => 0): RemotePort {
    return new Proxy(remote, {
      get: (target, key, receiver) => {
        if (key !== 'push') return Reflect.get(target, key, receiver) as unknown;
        return async (op: RemoteOperation, viewer: Viewer): Promise<PushOutcome> => {
          const rideId = 'transportId' in op ? op.transportId : op.opId;
          const ride = `${this.generation}:${rideId}`;
          const before = this.inFlight.get(ride) ?? 0;
          if (before > 0) this.sameRideOverlaps += 1;
          this.inFlight.set(ride, before + 1);
          this.maxInFlight = Math.max(this.maxInFlight, this.total());
          try {
            const delay = delayMs(rideId);
            if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
            return await target.push(op, viewer);
          } finally {
            this.inFlight.set(ride, (this.inFlight.get(ride) ?? 1) - 1);
            this.answered.push(rideId);
          }
        };
      },
    });
  }

  private total() {
    const mine = `${this.generation}:`;
    return [...this.inFlight.entries()]
      .filter(([key]) => key.startsWith(mine))
      .reduce((sum, [, count]) => sum + count, 0);
  }
}

let world: World;
afterEach(async () => world?.dispose());

const tapOp = (device: Device, tap: Tap, now: number): RemoteOperation =>
  device.ops.status(RIDES[tap.ride]!, tap.status, now);

/** This device's entries on a ride, in the server's history order. */
const driverOpIds = (world: World, ride: string) =>
  world.server
    .documents()
    .find((doc) => doc.id === ride)!
    .data.historique_etats.map((entry) => entry.op_id)
    .filter((opId): opId is string => opId?.startsWith('driver-') ?? false);

describe('[DRAIN-POOL] the drain’s bounded pool keeps per-ride order and applies each change once', () => {
  it(
    '[DRAIN-POOL1] random offline sequences over several rides, a crash between two pushes: each change once, in its ride’s order, never two of a ride in flight',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(tapArb, { minLength: 1, maxLength: 30 }),
          fc.integer({ min: 1, max: 4 }),
          fc.nat(120),
          fc.nat(),
          async (taps, poolSize, crashAfter, seed) => {
            world = new World(seed);
            world.server.seed(RIDES.map((id) => rideIn(id, T0)));
            const recorder = new FlightRecorder();
            const device = world.device({
              name: 'driver',
              actor: ACTORS.driverA,
              options: { batchSize: poolSize },
              wrapRemote: (remote) => recorder.wrap(remote),
            });
            await flush();
            device.setNetwork(false);
            for (const tap of taps) {
              world.clock.advance(1000);
              await device.tap(tapOp(device, tap, world.clock.now()));
            }
            // Back online: the drain starts, and the tab dies somewhere in it (possibly between two pushes).
            device.setNetwork(true);
            void device.engine.syncNow();
            await ticks(crashAfter);
            recorder.generation += 1;
            device.reload();
            await flush();
            await world.quiesce();

            expect(await device.store.pendingCount()).toBe(0);
            expect(await device.store.problemCounts()).toMatchObject({ failed: 0 });
            for (const op of device.taps) expect(world.server.entriesWithOpId(op.opId)).toBe(1);
            for (const ride of RIDES) {
              const tapped = device.taps
                .filter((op) => 'transportId' in op && op.transportId === ride)
                .map((op) => op.opId);
              expect(driverOpIds(world, ride)).toEqual(tapped);
            }
            expect(recorder.sameRideOverlaps).toBe(0);
            expect(recorder.maxInFlight).toBeLessThanOrEqual(poolSize);
            await world.dispose();
          },
        ),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('[DRAIN-POOL2] a slow ride holds up no other: their chains are pushed meanwhile, within the bound', async () => {
    world = new World(3);
    world.server.seed(RIDES.map((id) => rideIn(id, T0)));
    const recorder = new FlightRecorder();
    const device = world.device({
      name: 'driver',
      actor: ACTORS.driverA,
      options: { batchSize: 3 },
      // ride-1's link is slow: a batch that waited for its slowest push would hold every other ride behind it.
      wrapRemote: (remote) => recorder.wrap(remote, (ride) => (ride === 'ride-1' ? 60 : 1)),
    });
    await flush();
    device.setNetwork(false);
    for (const ride of RIDES) {
      for (const status of PROVIDER_CHAIN.slice(0, 3)) {
        world.clock.advance(1000);
        await device.tap(device.ops.status(ride, status, world.clock.now()));
      }
    }
    device.setNetwork(true);
    await device.engine.syncNow();

    expect(await device.store.pendingCount()).toBe(0);
    // The other four rides' twelve changes, through the two free places, all before ride-1's first answer.
    expect(recorder.answered.indexOf('ride-1')).toBe(12);
    expect(recorder.maxInFlight).toBe(3);
    expect(recorder.sameRideOverlaps).toBe(0);
    for (const ride of RIDES) expect(driverOpIds(world, ride)).toHaveLength(3);
  });
});
