import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderPort } from '@/data/ports';
import { createSyncEngine } from '@/sync/create-sync-engine';
import { forwardsToLeader, resetsBackoff, SYNC_REASONS, type SyncReason } from '@/sync/sync-reason';
import { createCoalescer, type TriggerSource } from '@/sync/triggers';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import { ManualClock } from '@tests/support/fakes/manual-clock';
import { MemoryLocalStore } from '@tests/support/fakes/memory-local-store';
import { MemoryRemote, MemoryServer } from '@tests/support/fakes/memory-remote';
import { ACTORS, rideIn, T0 } from '@tests/sync/harness/fixtures';
import { flush, World } from '@tests/sync/harness/world';

const RIDES = ['ride-1', 'ride-2', 'ride-3', 'ride-4', 'ride-5'];

let world: World;
afterEach(async () => {
  await world?.dispose();
  vi.useRealTimers();
});

function driverWorld() {
  world = new World(1);
  world.server.seed(RIDES.map((id) => rideIn(id, T0)));
  return world.device({ name: 'driver', actor: ACTORS.driverA });
}

describe('[TR1] timed triggers', () => {
  it('[TR1] taps within 250 ms are drained together, at most 250 ms after the first; pending shows at once', async () => {
    vi.useFakeTimers();
    const driver = driverWorld();
    await vi.advanceTimersByTimeAsync(0);
    for (const [index, id] of RIDES.slice(0, 3).entries()) {
      await driver.tap(driver.ops.status(id, 'en_route_pickup', world.clock.now()));
      driver.engine.requestSync('enqueue');
      await vi.advanceTimersByTimeAsync(index < 2 ? 100 : 0);
      expect(driver.engine.getState().pending).toBe(index + 1);
    }
    expect(driver.remote.calls.push).toBe(0);
    await vi.advanceTimersByTimeAsync(50);
    expect(driver.remote.calls.push).toBe(3);
    expect(driver.engine.getState().pending).toBe(0);
  });

  it('[TR1] a cycle every 60 s while started, none after stop', async () => {
    vi.useFakeTimers();
    const driver = driverWorld();
    await vi.advanceTimersByTimeAsync(0);
    const pulls = driver.remote.calls.pull;
    await vi.advanceTimersByTimeAsync(59_999);
    expect(driver.remote.calls.pull).toBe(pulls);
    await vi.advanceTimersByTimeAsync(1);
    expect(driver.remote.calls.pull).toBe(pulls + 1);
    await driver.shutdown();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(driver.remote.calls.pull).toBe(pulls + 1);
  });

  it('[TR1] a failed push wakes the engine when it falls due, not only at the next 60 s tick', async () => {
    vi.useFakeTimers();
    const driver = driverWorld();
    await vi.advanceTimersByTimeAsync(0);
    driver.remote.setOffline(true);
    await driver.tap(driver.ops.status('ride-1', 'en_route_pickup', world.clock.now()));
    await driver.engine.syncNow('timer');
    const due = driver.store.entries()[0]!.nextAttemptAt - world.clock.now();
    driver.remote.setOffline(false);
    world.clock.advance(due);
    await vi.advanceTimersByTimeAsync(Math.max(due, 1000));
    expect(driver.store.entries()).toEqual([]);
  });
});

describe('[TR2] event triggers', () => {
  it('[TR2] the doorbell: a change made elsewhere reaches the device without asking', async () => {
    const driver = driverWorld();
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await flush();
    await clinic.tap(
      clinic.ops.status('ride-2', 'cancelled', world.clock.now(), 'Patient hospitalisé'),
    );
    await clinic.engine.syncNow();
    await vi.waitFor(() => expect(driver.store.view('ride-2')?.etat).toBe('cancelled'));
  });

  it('[TR2] extra trigger sources from the app fire syncs and are stopped with the engine', async () => {
    let fire: (reason: SyncReason) => void = () => undefined;
    let stopped = false;
    const visibility: TriggerSource = (f) => {
      fire = f;
      return () => {
        stopped = true;
      };
    };
    world = new World(2);
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA, triggers: [visibility] });
    await flush();
    const pulls = driver.remote.calls.pull;
    fire('visibility');
    await flush();
    expect(driver.remote.calls.pull).toBe(pulls + 1);
    await driver.shutdown();
    expect(stopped).toBe(true);
    fire('visibility');
    await flush();
    expect(driver.remote.calls.pull).toBe(pulls + 1);
  });

  it('[TR2] cycles never overlap in one tab, however many triggers pile up', async () => {
    const driver = driverWorld();
    await flush();
    driver.remote.latencyMs = 3;
    let doubleInflight = 0;
    const markInflight = driver.store.markInflight.bind(driver.store);
    driver.store.markInflight = async (seqs) => {
      for (const seq of seqs) {
        if (driver.store.entries().find((entry) => entry.seq === seq)?.state !== 'pending')
          doubleInflight += 1;
      }
      return markInflight(seqs);
    };
    for (const id of RIDES)
      await driver.tap(driver.ops.status(id, 'en_route_pickup', world.clock.now()));
    const reasons: SyncReason[] = ['doorbell', 'online', 'nudge', 'timer', 'visibility', 'auth'];
    const syncs = reasons.flatMap((reason) => {
      driver.engine.requestSync(reason);
      return [driver.engine.syncNow()];
    });
    await Promise.all(syncs);
    expect(driver.store.entries()).toEqual([]);
    expect(driver.remote.calls.push).toBe(RIDES.length);
    expect(doubleInflight).toBe(0);
  });
});

describe('[TR3] reasons, coalescing and late grants', () => {
  it('[TR3] online, auth, manual and sign-out reset the backoff; followers forward only what the leader cannot see', () => {
    expect(SYNC_REASONS.filter(resetsBackoff)).toEqual(['online', 'auth', 'manual', 'sign-out']);
    expect(SYNC_REASONS.filter(forwardsToLeader)).toEqual([
      'enqueue',
      'visibility',
      'manual',
      'sign-out',
    ]);
  });

  it('[TR3] the coalescer fires once per window and can be cancelled', () => {
    vi.useFakeTimers();
    const fire = vi.fn();
    const coalescer = createCoalescer(250, fire);
    coalescer.request();
    vi.advanceTimersByTime(200);
    coalescer.request();
    vi.advanceTimersByTime(50);
    expect(fire).toHaveBeenCalledTimes(1);
    coalescer.request();
    coalescer.cancel();
    vi.advanceTimersByTime(500);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('[TR3] a lock granted after stop() does not drain (the late-callback replay)', async () => {
    let grant: ((signal: AbortSignal) => Promise<void>) | null = null;
    const leader: LeaderPort = {
      acquire: (_name, whileLeader) => {
        grant = whileLeader;
        return () => undefined;
      },
      nudge: () => undefined,
      onNudge: () => () => undefined,
    };
    const clock = new ManualClock(T0);
    const local = new MemoryLocalStore();
    const recover = vi.spyOn(local, 'recoverInflight');
    const remote = new MemoryRemote(new MemoryServer(clock));
    const engine = createSyncEngine({
      local,
      remote,
      leader,
      clock,
      connectivity: new FakeConnectivity(),
      viewer: () => ACTORS.driverA,
      random: () => 0.5,
      lockName: 'sync:late',
    });
    engine.start();
    await engine.stop();
    await grant!(new AbortController().signal);
    expect(recover).not.toHaveBeenCalled();
    expect(engine.isLeader()).toBe(false);
    expect(remote.calls).toEqual({
      push: 0,
      pull: 0,
      pullNotifications: 0,
      pullPatients: 0,
      pullMessages: 0,
      watch: 0,
    });
  });
});
