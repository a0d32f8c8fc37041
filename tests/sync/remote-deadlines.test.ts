import { afterEach, describe, expect, it } from 'vitest';
import { REMOTE_PORT } from '@/data/port-shapes';
import { RemoteError, type RemotePort } from '@/data/ports';
import { NO_ANSWER_MESSAGE, remoteWithDeadlines } from '@/sync/remote-deadlines';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

let world: World;
afterEach(async () => world?.dispose());

/** A remote none of whose calls ever answers (a half-dead connection). */
const silentRemote = () =>
  new Proxy({} as RemotePort, { get: () => () => new Promise<never>(() => undefined) });

const UPLOADS = ['pushPrescriptionScan', 'pushRideSignature'];

describe('[DL] the sync engine’s calls to the server are bounded', () => {
  it('[DL1] every call of the port but the uploads is let go after its deadline as a retryable « deadline-exceeded »', async () => {
    const remote = remoteWithDeadlines(silentRemote(), 10) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    const calls = Object.entries(REMOTE_PORT).filter(([, kind]) => kind === 'call');
    for (const [name] of calls) {
      const answer = remote[name]!().then(
        () => 'answered',
        (error: unknown) => error,
      );
      const after = await Promise.race([
        answer,
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 40)),
      ]);
      if (UPLOADS.includes(name)) expect(after, name).toBe('still waiting');
      else {
        expect(after, name).toBeInstanceOf(RemoteError);
        expect(after, name).toMatchObject({
          code: 'deadline-exceeded',
          message: NO_ANSWER_MESSAGE,
        });
        expect((after as RemoteError).retryable).toBe(true);
      }
    }
  });

  it('[DL2] a pull left unanswered ends its cycle, and a later tap still reaches the server', async () => {
    world = new World(7);
    world.server.seed([rideIn('ride-1', T0), rideIn('ride-2', T0)]);
    const driver = world.device({
      name: 'driver',
      actor: ACTORS.driverA,
      options: { callTimeoutMs: 30 },
    });
    await flush();
    await driver.engine.syncNow();
    driver.remote.stallNextPulls(1);
    await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await driver.engine.syncNow();
    // The push went; the pull was let go: the cycle is over, nothing holds the next one.
    expect(driver.engine.getState()).toMatchObject({ syncing: false, pending: 0 });
    await driver.tap(driver.ops.status('ride-2', 'en_route_pickup', world.clock.now()));
    await driver.engine.syncNow();
    expect(driver.store.entries()).toEqual([]);
    expect(world.server.entriesWithOpId(driver.taps[1]!.opId)).toBe(1);
  });
});
