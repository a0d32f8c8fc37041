import type { RemoteOperation, RemotePort, Viewer } from '@/data/ports';
import type { RandomSource } from '@/domain/shared/clock';
import type { Actor } from '@/domain/transport/status-update';
import { createSyncEngine } from '@/sync/create-sync-engine';
import type { SyncEngine, SyncEngineOptions } from '@/sync/engine-types';
import type { TriggerSource } from '@/sync/triggers';
import { FakeConnectivity } from '@tests/support/fakes/fake-connectivity';
import { killable } from '@tests/support/fakes/killable';
import { MemoryLocalStore } from '@tests/support/fakes/memory-local-store';
import { MemoryRemote } from '@tests/support/fakes/memory-remote';
import { viewerOf } from '@tests/sync/harness/fixtures';
import { OpFactory } from '@tests/sync/harness/op-factory';
import type { World } from '@tests/sync/harness/world';

export interface DeviceConfig {
  name: string;
  actor: Actor;
  /** Tabs of one browser share the store and the lock name; each tab is its own Device. */
  browser?: { name: string; store: MemoryLocalStore };
  options?: Partial<SyncEngineOptions>;
  triggers?: readonly TriggerSource[];
  /** The engine's randomness (backoff jitter); the world's seeded source by default. */
  random?: RandomSource;
  /** Puts something between the engine and its link, e.g. a broken pull. */
  wrapRemote?: (remote: MemoryRemote) => RemotePort;
}

/** One running copy of the app: a tab with its engine, on a device with its store and its network link. */
export class Device {
  readonly remote: MemoryRemote;
  readonly connectivity = new FakeConnectivity();
  readonly ops: OpFactory;
  /** Every action the UI confirmed (enqueued), in order. */
  readonly taps: RemoteOperation[] = [];
  store: MemoryLocalStore;
  engine!: SyncEngine;
  alive = true;
  private boots = 0;
  private tabId = '';
  private killPorts = () => undefined as void;

  constructor(
    private readonly world: World,
    readonly config: DeviceConfig,
  ) {
    this.remote = new MemoryRemote(world.server);
    this.store = config.browser?.store ?? new MemoryLocalStore();
    this.ops = new OpFactory(config.name, config.actor);
    this.boot();
  }

  get viewer(): Viewer {
    return viewerOf(this.config.actor);
  }

  async tap(op: RemoteOperation): Promise<void> {
    await this.store.enqueue(op, this.world.clock.now());
    this.taps.push(op);
  }

  setNetwork(online: boolean): void {
    this.connectivity.set(online);
    this.remote.setOffline(!online);
  }

  /** The tab dies wherever it is, then the app opens again on what IndexedDB kept. */
  reload(): void {
    const snapshot = this.store.snapshot();
    this.crash();
    this.store = MemoryLocalStore.restore(snapshot);
    this.alive = true;
    this.boot();
  }

  /** Closed or killed: its pending calls never return and the browser frees its lock. */
  crash(): void {
    this.killPorts();
    this.world.locks.close(this.tabId);
    void this.engine.stop();
    this.alive = false;
  }

  async shutdown(): Promise<void> {
    if (this.alive) await this.engine.stop();
    this.alive = false;
  }

  private boot(): void {
    this.boots += 1;
    this.tabId = `${this.config.name}#${this.boots}`;
    const local = killable(this.store);
    const remote = killable(this.config.wrapRemote?.(this.remote) ?? this.remote, ['watch']);
    this.killPorts = () => {
      local.kill();
      remote.kill();
    };
    this.engine = createSyncEngine({
      local: local.port,
      remote: remote.port,
      connectivity: this.connectivity,
      leader: this.world.locks.tab(this.tabId),
      viewer: () => this.viewer,
      clock: this.world.clock,
      random: this.config.random ?? this.world.random,
      lockName: `sync:${this.config.browser?.name ?? this.config.name}`,
      options: this.config.options,
      triggers: this.config.triggers,
    });
    this.engine.start();
  }
}
