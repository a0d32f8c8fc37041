import type { RemoteOperation, Viewer } from '@/data/ports';
import { MemoryLocalStore } from '@tests/support/fakes/memory-local-store';
import type { Device } from '@tests/sync/harness/device';
import { ACTORS } from '@tests/sync/harness/fixtures';
import type { World } from '@tests/sync/harness/world';

/** Tabs of one browser: one IndexedDB (the shared store), one lock name, a Device per tab. */
export class Browser {
  readonly store = new MemoryLocalStore();
  readonly tabs: Device[] = [];
  /** Pushes made while another live tab was pushing: must stay 0 (P7). */
  overlaps = 0;
  private readonly pushing = new Set<Device>();

  constructor(private readonly world: World) {}

  open(): Device {
    const tab = this.world.device({
      name: `tab${this.tabs.length + 1}`,
      actor: ACTORS.driverA,
      browser: { name: 'chrome', store: this.store },
      options: { enqueueDebounceMs: 1 },
    });
    this.watchPushes(tab);
    this.tabs.push(tab);
    return tab;
  }

  alive(): Device[] {
    return this.tabs.filter((tab) => tab.alive);
  }

  leaders(): Device[] {
    return this.alive().filter((tab) => tab.engine.isLeader());
  }

  /** What the UI does on a tap: write the outbox, then ask for a sync (a nudge, from a follower). */
  async tap(tab: Device, op: RemoteOperation): Promise<void> {
    await tab.tap(op);
    tab.engine.requestSync('enqueue');
  }

  private watchPushes(tab: Device): void {
    const push = tab.remote.push.bind(tab.remote);
    tab.remote.push = async (op: RemoteOperation, viewer: Viewer) => {
      if ([...this.pushing].some((other) => other !== tab && other.alive)) this.overlaps += 1;
      this.pushing.add(tab);
      try {
        return await push(op, viewer);
      } finally {
        this.pushing.delete(tab);
      }
    };
  }
}
