import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { PROVIDER_CHAIN } from '@/domain/transport/driver-steps';
import { NO_ANSWER_MESSAGE } from '@/sync/remote-deadlines';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, PROPERTY_TIMEOUT_MS, ticks, World } from '@tests/sync/harness/world';

const RIDES = ['ride-1', 'ride-2', 'ride-3'];
const DRIVER_TARGETS: readonly TransportStatus[] = [...PROVIDER_CHAIN, 'cancelled'];

type Command =
  | { kind: 'tap'; ride: number; status: TransportStatus }
  | { kind: 'sync' }
  | { kind: 'crash-mid-sync'; ticks: number }
  | { kind: 'reload' }
  | { kind: 'network'; online: boolean }
  | { kind: 'lie-fi'; on: boolean }
  | { kind: 'lose-ack' };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('tap' as const),
      ride: fc.nat(RIDES.length - 1),
      status: fc.constantFrom(...DRIVER_TARGETS),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'sync' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('crash-mid-sync' as const), ticks: fc.nat(40) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('network' as const), online: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lie-fi' as const), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lose-ack' as const }) },
);

let world: World;
afterEach(async () => world?.dispose());

function driverWorld(seed: number) {
  world = new World(seed);
  world.server.seed(RIDES.map((id) => rideIn(id, T0)));
  return world.device({ name: 'driver', actor: ACTORS.driverA });
}

async function run(device: ReturnType<typeof driverWorld>, command: Command) {
  world.clock.advance(1000);
  switch (command.kind) {
    case 'tap':
      return device.tap(device.ops.status(RIDES[command.ride]!, command.status, world.clock.now()));
    case 'sync':
      return device.engine.syncNow('timer');
    case 'crash-mid-sync':
      void device.engine.syncNow();
      await ticks(command.ticks);
      device.reload();
      return flush();
    case 'reload':
      device.reload();
      return flush();
    case 'network':
      return device.setNetwork(command.online);
    case 'lie-fi':
      return device.remote.setOffline(command.on);
    case 'lose-ack':
      return device.remote.loseNextAcks(1);
  }
}

describe('[P1] no lost writes', () => {
  it(
    '[P1] enqueue, reloads (even mid-push), offline and lie-fi: every confirmed tap lands exactly once',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(commandArb, { minLength: 5, maxLength: 30, size: 'max' }),
          fc.nat(),
          async (commands, seed) => {
            const device = driverWorld(seed);
            await flush();
            for (const command of commands) await run(device, command);
            await world.quiesce();

            expect(await device.store.pendingCount()).toBe(0);
            expect(await device.store.problemCounts()).toMatchObject({ failed: 0 });
            for (const op of device.taps) expect(world.server.entriesWithOpId(op.opId)).toBe(1);
            const fromDriver = world.server
              .documents()
              .flatMap((doc) => doc.data.historique_etats)
              .filter((entry) => entry.op_id?.startsWith('driver-'));
            expect(fromDriver).toHaveLength(device.taps.length);
            await world.dispose();
          },
        ),
        { numRuns: 80 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('[P1] « Patient à bord » tapped without signal, app closed, reopened an hour later: one entry, tap time kept', async () => {
    const driver = driverWorld(7);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();
    driver.setNetwork(false);
    const tappedAt = world.clock.now();
    await driver.tap(driver.ops.status('ride-1', 'patient_loaded', tappedAt));
    driver.reload();
    world.clock.advance(MILLIS_PER_HOUR);
    driver.setNetwork(true);
    await flush();

    await clinic.engine.syncNow();
    const entries = clinic.store
      .view('ride-1')!
      .historique_etats.filter((entry) => entry.op_id === driver.taps[0]!.opId);
    expect(entries).toEqual([
      expect.objectContaining({
        etat: 'patient_loaded',
        timestamp: tappedAt,
        server_timestamp: tappedAt + MILLIS_PER_HOUR,
        applied: true,
      }),
    ]);
    expect(driver.engine.getState()).toMatchObject({ pending: 0, online: true });
  });
});

describe('[P2] no duplicates when the commit succeeds but the answer is lost', () => {
  it(
    '[P2] replays after lost acknowledgements never add a second history entry',
    async () => {
      const tapArb = fc.record({ ride: fc.nat(1), status: fc.constantFrom(...DRIVER_TARGETS) });
      await fc.assert(
        fc.asyncProperty(
          fc.array(tapArb, { minLength: 1, maxLength: 8 }),
          fc.array(fc.boolean(), { maxLength: 16 }),
          async (taps, losses) => {
            const device = driverWorld(3);
            await flush();
            let push = 0;
            device.remote.loseAcksWhen(() => losses[push++] ?? false);
            for (const { ride, status } of taps) {
              await device.tap(device.ops.status(RIDES[ride]!, status, world.clock.now()));
            }
            for (let round = 0; round < 40 && (await device.store.pendingCount()) > 0; round += 1) {
              await device.engine.syncNow();
            }

            expect(await device.store.pendingCount()).toBe(0);
            for (const op of device.taps) expect(world.server.entriesWithOpId(op.opId)).toBe(1);
            // A refusal whose answer was lost is still shown on the device after the replay.
            const refusedRemotely = world.server
              .documents()
              .flatMap((doc) => doc.data.historique_etats)
              .filter((entry) => entry.op_id?.startsWith('driver-') && !entry.applied)
              .map((entry) => entry.op_id);
            const refusedLocally = device.store
              .entries()
              .filter((entry) => entry.state === 'refused')
              .map((entry) => entry.opId);
            expect(refusedLocally.sort()).toEqual(refusedRemotely.sort());
            await world.dispose();
          },
        ),
        { numRuns: 80 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('[P2] one lost ack: the retry is answered « duplicate » and the entry is settled', async () => {
    const device = driverWorld(4);
    await flush();
    await device.tap(device.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    device.remote.loseNextAcks(1);
    await device.engine.syncNow();
    expect(world.server.entriesWithOpId(device.taps[0]!.opId)).toBe(1);
    expect(device.store.entries()).toMatchObject([{ state: 'pending', attempts: 1 }]);

    await device.engine.syncNow();
    expect(device.store.entries()).toEqual([]);
    expect(world.server.entriesWithOpId(device.taps[0]!.opId)).toBe(1);
    expect(device.store.view('ride-1')?.etat).toBe('en_route_pickup');
  });

  it('[P2] a push left unanswered is let go after callTimeoutMs and retried: answered « duplicate », applied once, and the drain went on meanwhile', async () => {
    world = new World(6);
    world.server.seed(RIDES.map((id) => rideIn(id, T0)));
    const device = world.device({
      name: 'driver',
      actor: ACTORS.driverA,
      options: { callTimeoutMs: 30 },
    });
    await flush();
    await device.tap(device.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await device.tap(device.ops.status('ride-2', 'en_route_pickup', world.clock.now()));
    device.remote.stallNextAcks(1);
    await device.engine.syncNow();
    // The other ride's change went through; the stalled one waits for its retry, which the state announces.
    expect(device.store.entries()).toMatchObject([
      { state: 'pending', attempts: 1, lastError: NO_ANSWER_MESSAGE },
    ]);
    expect(device.engine.getState().nextRetryAt).toBeGreaterThanOrEqual(world.clock.now());
    expect(world.server.entriesWithOpId(device.taps[0]!.opId)).toBe(1);

    await device.engine.syncNow();
    expect(device.store.entries()).toEqual([]);
    expect(world.server.entriesWithOpId(device.taps[0]!.opId)).toBe(1);
    expect(device.store.view('ride-1')?.etat).toBe('en_route_pickup');
  });

  it('[P2] a creation replayed after a lost ack is one transport, not two', async () => {
    world = new World(5);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();
    await clinic.tap(clinic.ops.create('new-1', world.clock.now()));
    clinic.remote.loseNextAcks(1);
    await clinic.engine.syncNow();
    await clinic.engine.syncNow();
    expect(world.server.documents().map((doc) => doc.id)).toEqual(['new-1']);
    expect(world.server.history('new-1')).toHaveLength(1);
    expect(clinic.store.view('new-1')).toEqual(world.server.document('new-1')!.data);
  });
});
