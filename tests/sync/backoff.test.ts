import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RemoteError } from '@/data/ports';
import {
  BACKOFF_CAP_MS,
  backoffCeiling,
  backoffDelay,
  createBackoffTracker,
  EVERYTHING_DUE,
} from '@/sync/backoff';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

const unavailable = new RemoteError('unavailable', 'Serveur injoignable.');

let world: World;
afterEach(async () => world?.dispose());

/** A driver whose pushes fail; the engine draws 0.999 each time, so each delay sits at the top of its range. */
async function failingDriver(failures: number, random = () => 0.999) {
  world = new World(1);
  world.server.seed([rideIn('ride-1', T0), rideIn('ride-2', T0)]);
  const driver = world.device({ name: 'driver', actor: ACTORS.driverA, random });
  await flush();
  driver.remote.failNextPushes(unavailable, failures);
  await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
  return driver;
}

const delayOf = (driver: Awaited<ReturnType<typeof failingDriver>>) =>
  driver.store.entries()[0]!.nextAttemptAt - world.clock.now();

describe('[BO1] delays: min(1 s·2^n, 5 min), full jitter', () => {
  it('[BO1] ceilings double from 1 s and stop at 5 min', () => {
    const ceilings = Array.from({ length: 12 }, (_, n) => backoffCeiling(n));
    expect(ceilings).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000, 300000,
    ]);
    expect(backoffCeiling(10_000)).toBe(BACKOFF_CAP_MS);
  });

  it('[BO1] every delay lies in [0, ceiling), whatever the random source returns', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.double({ min: 0, max: 1, noNaN: true }), (n, unit) => {
        const delay = backoffDelay(n, () => unit);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThan(backoffCeiling(n));
        expect(Number.isInteger(delay)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('[BO1] a reset makes everything due once and restarts exponents at 0', () => {
    const tracker = createBackoffTracker(() => 0.999);
    expect(tracker.horizon(5)).toBe(5);
    expect(tracker.delayFor({ seq: 1, attempts: 7 })).toBe(Math.floor(0.999 * 128_000));
    tracker.reset();
    expect(tracker.horizon(5)).toBe(EVERYTHING_DUE);
    expect(tracker.horizon(5)).toBe(5);
    expect(tracker.delayFor({ seq: 1, attempts: 8 })).toBe(999);
    expect(tracker.delayFor({ seq: 1, attempts: 9 })).toBe(1998);
  });
});

describe('[BO2] the engine backs off, caps, and resets on online', () => {
  it('[BO2] successive failures wait longer each time, capped at 5 min', async () => {
    const driver = await failingDriver(12);
    const delays: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await driver.engine.syncNow('timer');
      delays.push(delayOf(driver));
      world.clock.advance(delays.at(-1)!);
    }
    expect(delays).toEqual(
      Array.from({ length: 12 }, (_, n) => Math.floor(0.999 * backoffCeiling(n))),
    );
    expect(delays.at(-1)).toBeLessThan(BACKOFF_CAP_MS);
    await driver.engine.syncNow('timer');
    expect(driver.store.entries()).toEqual([]);
  });

  it('[BO2] jitter comes from the injected source: the same failure, different draws, different delays', async () => {
    const draws = [0.1, 0.7];
    const delays: number[] = [];
    for (const draw of draws) {
      const driver = await failingDriver(1, () => draw);
      await driver.engine.syncNow('timer');
      delays.push(delayOf(driver));
      await world.dispose();
    }
    expect(delays).toEqual([100, 700]);
  });

  it('[BO2] an entry is not retried before its time, and a zero delay does not spin', async () => {
    const driver = await failingDriver(3, () => 0);
    await driver.engine.syncNow('timer');
    expect(driver.remote.calls.push).toBe(1);
    expect(delayOf(driver)).toBe(0);
    world.clock.advance(-1);
    await driver.engine.syncNow('timer');
    expect(driver.remote.calls.push).toBe(1);
  });

  it('[BO2] coming back online retries at once and restarts the delays at 1 s', async () => {
    const driver = await failingDriver(8);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await driver.engine.syncNow('timer');
      world.clock.advance(delayOf(driver));
    }
    await driver.engine.syncNow('timer');
    expect(delayOf(driver)).toBe(Math.floor(0.999 * 64_000));
    const pushes = driver.remote.calls.push;

    driver.setNetwork(false);
    driver.setNetwork(true);
    await flush();
    expect(driver.remote.calls.push).toBe(pushes + 1);
    expect(delayOf(driver)).toBe(999);
  });

  it('[BO2] unauthenticated waits; a token refresh (« auth ») retries at once', async () => {
    const driver = await failingDriver(0);
    driver.remote.failNextPushes(new RemoteError('unauthenticated', 'Session expirée.'));
    await driver.engine.syncNow('timer');
    expect(driver.store.entries()).toMatchObject([
      { state: 'pending', attempts: 1, lastError: 'Session expirée.' },
    ]);
    driver.engine.requestSync('auth');
    await flush();
    expect(driver.store.entries()).toEqual([]);
  });

  it('[BO2] an error outside the contract is retried, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const driver = await failingDriver(0);
    driver.remote.failNextPushes(new TypeError('boom'));
    await driver.engine.syncNow('timer');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Erreur inattendue'),
      expect.any(TypeError),
    );
    expect(driver.store.entries()).toMatchObject([{ state: 'pending', lastError: 'boom' }]);
    await driver.engine.syncNow();
    expect(driver.store.entries()).toEqual([]);
    warn.mockRestore();
  });
});

describe('[BO3] a permanent failure blocks only its own transport', () => {
  it('[BO3] permission denied: kept as failed, later entries of that ride wait, other rides flow', async () => {
    const driver = await failingDriver(0);
    const [blocked] = driver.taps;
    await driver.tap(driver.ops.status('ride-1', 'arrived_pickup', world.clock.now()));
    await driver.tap(driver.ops.status('ride-2', 'en_route_pickup', world.clock.now()));
    driver.remote.denyWhen((op) => op.opId === blocked!.opId);
    await driver.engine.syncNow();

    expect(driver.store.entries()).toMatchObject([
      {
        opId: blocked!.opId,
        state: 'failed',
        lastError: 'Action refusée par les règles de sécurité.',
      },
      { opId: driver.taps[1]!.opId, state: 'pending', attempts: 0 },
    ]);
    expect(world.server.document('ride-2')?.data.etat).toBe('en_route_pickup');
    expect(driver.engine.getState()).toMatchObject({ pending: 1, failed: 1, refused: 0 });
    // The driver still sees the blocked taps on their screen.
    expect(driver.store.view('ride-1')?.etat).toBe('arrived_pickup');

    await driver.tap(driver.ops.status('ride-2', 'arrived_pickup', world.clock.now()));
    await driver.engine.syncNow();
    expect(world.server.document('ride-2')?.data.etat).toBe('arrived_pickup');
    expect(world.server.document('ride-1')?.data.etat).toBe('accepted');
  });
});
