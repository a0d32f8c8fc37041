import type { RandomSource } from '@/domain/shared/clock';
import { FakeLockManager } from '@tests/support/fakes/fake-leader';
import { ManualClock } from '@tests/support/fakes/manual-clock';
import { MemoryServer } from '@tests/support/fakes/memory-remote';
import { seededRandom } from '@tests/support/fakes/seeded-random';
import { Device, type DeviceConfig } from '@tests/sync/harness/device';
import { T0 } from '@tests/sync/harness/fixtures';

/** Lets every pending microtask chain run out: the fakes have no latency unless a test sets one. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A few microtask turns, to stop a tab somewhere in the middle of a cycle. */
export async function ticks(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) await Promise.resolve();
}

/** One server, one clock and one lock manager shared by every device of a scenario. */
export class World {
  readonly clock = new ManualClock(T0);
  readonly server = new MemoryServer(this.clock);
  readonly locks = new FakeLockManager();
  readonly random: RandomSource;
  /** Separate from the engines' randomness, so network reordering does not shift their jitter. */
  readonly network: RandomSource;
  readonly devices: Device[] = [];

  constructor(seed = 1) {
    this.random = seededRandom(seed);
    this.network = seededRandom(seed ^ 0x5eed);
  }

  device(config: DeviceConfig): Device {
    const device = new Device(this, config);
    device.remote.jitter = this.network;
    this.devices.push(device);
    return device;
  }

  /** Everyone online, faults gone, and a few full cycles each: the "then go quiet" of the properties. */
  async quiesce(rounds = 4): Promise<void> {
    for (const device of this.devices) {
      device.remote.clearFaults();
      device.setNetwork(true);
    }
    for (let round = 0; round < rounds; round += 1) {
      for (const device of this.devices.filter((d) => d.alive)) await device.engine.syncNow();
      await flush();
    }
  }

  async dispose(): Promise<void> {
    await Promise.all(this.devices.map((device) => device.shutdown()));
  }
}

/** Property suites run in a few seconds here; the margin keeps a slow CI machine from turning that into flakes. */
export { PROPERTY_TIMEOUT_MS } from '@tests/support/property-budget';
