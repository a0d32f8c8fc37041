import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rideIn, T0 } from '@tests/sync/harness/fixtures';
import { Browser } from '@tests/sync/harness/tabs';
import { flush, PROPERTY_TIMEOUT_MS, World } from '@tests/sync/harness/world';

const RIDES = ['ride-1', 'ride-2'];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let world: World;
afterEach(async () => world?.dispose());

function browserWorld(seed: number) {
  world = new World(seed);
  world.server.seed(RIDES.map((id) => rideIn(id, T0)));
  return new Browser(world);
}

describe('[P7] one drainer across the tabs of a browser', () => {
  it('[P7] three tabs: one leads; a tap in a follower is drained by the leader', async () => {
    const browser = browserWorld(1);
    const [first, second, third] = [browser.open(), browser.open(), browser.open()];
    await flush();
    expect(browser.leaders()).toEqual([first]);
    expect(world.locks.holder('sync:chrome')).toBe('tab1#1');

    await browser.tap(third, third.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await vi.waitFor(() => expect(world.server.entriesWithOpId(third.taps[0]!.opId)).toBe(1));
    expect(first.remote.calls.push).toBe(1);
    expect([second, third].map((tab) => tab.remote.calls.push + tab.remote.calls.pull)).toEqual([
      0, 0,
    ]);
    // Followers learn the leader's progress from nudges and their own refreshes.
    await third.engine.refreshCounts();
    expect(third.engine.getState().pending).toBe(0);
  });

  it('[P7] the leader tab dies mid-push: the next tab takes over, recovers the entry, one history entry', async () => {
    const browser = browserWorld(2);
    const [first, second] = [browser.open(), browser.open()];
    await flush();
    first.remote.latencyMs = 30;
    await browser.tap(second, second.ops.status('ride-1', 'arrived_pickup', world.clock.now()));
    await vi.waitFor(() => expect(browser.store.entries()[0]?.state).toBe('inflight'));

    first.crash();
    await vi.waitFor(() => expect(second.engine.isLeader()).toBe(true));
    await vi.waitFor(() => expect(browser.store.entries()).toEqual([]));
    await wait(40); // let the dead tab's request land too
    expect(world.server.entriesWithOpId(second.taps[0]!.opId)).toBe(1);
    expect(second.remote.calls.push).toBe(1);
    expect(browser.overlaps).toBe(0);
  });

  it(
    '[P7] taps, tab closes and opens in any order: never two live drainers, nothing lost or doubled',
    async () => {
      type Command =
        | { kind: 'tap'; tab: number; ride: number }
        | { kind: 'close'; tab: number }
        | { kind: 'open' }
        | { kind: 'sync'; tab: number }
        | { kind: 'wait' };
      const tab = fc.nat(5);
      const commandArb: fc.Arbitrary<Command> = fc.oneof(
        {
          weight: 4,
          arbitrary: fc.record({ kind: fc.constant('tap' as const), tab, ride: fc.nat(1) }),
        },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), tab }) },
        { weight: 1, arbitrary: fc.constant({ kind: 'open' as const }) },
        { weight: 1, arbitrary: fc.record({ kind: fc.constant('sync' as const), tab }) },
        { weight: 2, arbitrary: fc.constant({ kind: 'wait' as const }) },
      );
      await fc.assert(
        fc.asyncProperty(
          fc.array(commandArb, { minLength: 5, maxLength: 25, size: 'max' }),
          async (commands) => {
            const browser = browserWorld(3);
            browser.open();
            browser.open();
            browser.open();
            const taps: string[] = [];
            for (const command of commands) {
              const alive = browser.alive();
              const chosen =
                'tab' in command ? alive[command.tab % Math.max(alive.length, 1)] : undefined;
              if (command.kind === 'tap' && chosen) {
                const op = chosen.ops.status(
                  RIDES[command.ride]!,
                  'en_route_pickup',
                  world.clock.now(),
                );
                await browser.tap(chosen, op);
                taps.push(op.opId);
              }
              if (command.kind === 'close' && chosen) chosen.crash();
              if (command.kind === 'open' && alive.length < 3) browser.open();
              if (command.kind === 'sync' && chosen) await chosen.engine.syncNow();
              if (command.kind === 'wait') await wait(2);
              expect(browser.leaders().length).toBeLessThanOrEqual(1);
            }
            if (browser.alive().length === 0) browser.open();
            await flush();
            await world.quiesce();

            expect(browser.overlaps).toBe(0);
            expect(browser.leaders()).toHaveLength(1);
            expect(await browser.store.pendingCount()).toBe(0);
            for (const opId of taps) expect(world.server.entriesWithOpId(opId)).toBe(1);
            await world.dispose();
          },
        ),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
