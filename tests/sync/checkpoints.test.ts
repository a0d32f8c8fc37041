import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page, RemotePort } from '@/data/ports';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPES } from '@/domain/transport/transport-type';
import { ACTORS, newTransport, T0 } from '@tests/sync/harness/fixtures';
import { flush, PROPERTY_TIMEOUT_MS, World } from '@tests/sync/harness/world';

const BASE_SECONDS = Math.floor(T0 / 1000);

/** Four instants: two seconds apart pairs, each pair one microsecond apart (the precision trap). */
const instant = (group: number): ServerTimestamp => ({
  seconds: BASE_SECONDS + (group >> 1),
  nanoseconds: (group & 1) * 1000,
});

const docArb = fc.record({ group: fc.nat(3), type: fc.constantFrom(...TRANSPORT_TYPES) });

function seedWave(
  world: World,
  wave: number,
  docs: { group: number; type: Transport['type_transport'] }[],
) {
  docs.forEach(({ group, type }, index) => {
    const id = `w${wave}-${String(index).padStart(3, '0')}`;
    const shifted = { ...instant(group), seconds: instant(group).seconds + wave * 10 };
    world.server.seed([newTransport(id, T0, { type_transport: type })], shifted);
  });
}

let world: World;
afterEach(async () => world?.dispose());

describe('[P5] checkpoint completeness', () => {
  it(
    '[P5] more than a page of documents sharing one syncTs: all pulled, in a bounded number of requests',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(docArb, { maxLength: 90 }),
          fc.array(docArb, { maxLength: 40 }),
          fc.integer({ min: 1, max: 25 }),
          async (first, second, pageSize) => {
            world = new World(5);
            seedWave(world, 1, first);
            // An ambulance company sees ambulance and VSL requests, not VTC ones: scoping must not break paging.
            const driver = world.device({
              name: 'driver',
              actor: ACTORS.driverA,
              options: { pageSize },
            });
            await flush();
            const expectVisibleMirrored = () => {
              const visible = world.server.visibleTo(driver.viewer).map((doc) => doc.id);
              expect(driver.store.mirrorIds().sort()).toEqual(visible.sort());
              return visible.length;
            };
            const firstCount = expectVisibleMirrored();
            expect(driver.remote.calls.pull).toBeLessThanOrEqual(
              Math.floor(firstCount / pageSize) + 1,
            );

            seedWave(world, 2, second);
            const before = driver.remote.calls.pull;
            await driver.engine.syncNow();
            const secondCount = expectVisibleMirrored() - firstCount;
            const pulls = driver.remote.calls.pull - before;
            expect(pulls).toBeLessThanOrEqual(Math.floor(secondCount / pageSize) + 1);
            await world.dispose();
          },
        ),
        { numRuns: 80 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('[P5-LATE] a last page that hands out, at the checkpoint, a ride the viewer only now sees (a zone widened): stored, the checkpoint kept', async () => {
    world = new World(6);
    world.server.seed([newTransport('req-1', T0)]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let lateRide: Page<Transport>['documents'] = [];
    const late = (remote: RemotePort): RemotePort =>
      forwardPort(REMOTE_PORT, remote, {
        pullTransports: async (viewer, after, limit) => {
          const page = await remote.pullTransports(viewer, after, limit);
          if (after === null) {
            lateRide = page.documents;
            return { ...page, documents: [] };
          }
          // Nothing written since: the server hands the ride out again, the checkpoint where it was asked.
          return { documents: lateRide, checkpoint: after, hasMore: false };
        },
      });
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic, wrapRemote: late });
    await flush();
    await clinic.engine.syncNow();
    await clinic.engine.syncNow();

    // The first page moved the checkpoint past the ride without it; a later one handed it out at that checkpoint.
    expect(clinic.remote.calls.pull).toBeGreaterThanOrEqual(2);
    expect(await clinic.store.knownServerRide('req-1')).not.toBeNull();
    expect(await clinic.store.checkpoint('transports')).not.toBeNull();
    expect(warn).not.toHaveBeenCalledWith(
      expect.stringContaining('Le point de reprise ne progresse pas'),
      expect.anything(),
    );
    warn.mockRestore();
  });

  it('[P5-ZONE] a page at its checkpoint whose zone was asked up to a later time is stored; one asking for more with nothing handed and no move stops', async () => {
    world = new World(6);
    world.server.seed([newTransport('req-1', T0)]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let asked = 0;
    let more = false;
    const zone = (remote: RemotePort): RemotePort =>
      forwardPort(REMOTE_PORT, remote, {
        pullTransports: async (viewer, after, limit) => {
          const page = await remote.pullTransports(viewer, after, limit);
          asked += 1;
          if (after === null) return { ...page, checkpoint: { ...page.checkpoint!, zoneAsOf: 1 } };
          // Nothing written since: the position stays, the zone's time moves with the clock.
          return {
            documents: [],
            checkpoint: { ...after, zoneAsOf: after.zoneAsOf! + 1 },
            hasMore: more,
          };
        },
      });
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic, wrapRemote: zone });
    await flush();
    await clinic.engine.syncNow();
    await clinic.engine.syncNow();
    // Every page stored: the zone's time is the number of pulls (the engine may pull once more on its own).
    expect(asked).toBeGreaterThanOrEqual(2);
    expect((await clinic.store.checkpoint('transports'))?.zoneAsOf).toBe(asked);
    expect(warn).not.toHaveBeenCalledWith(
      expect.stringContaining('Le point de reprise ne progresse pas'),
      expect.anything(),
    );

    more = true;
    const before = asked;
    await clinic.engine.syncNow();
    expect(asked).toBeGreaterThan(before);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Le point de reprise ne progresse pas'),
      expect.anything(),
    );
    expect((await clinic.store.checkpoint('transports'))?.zoneAsOf).toBe(before);
    warn.mockRestore();
  });

  it.each<[string, (page: Page<Transport>) => Page<Transport>]>([
    ['an empty page that claims more', (page) => ({ ...page, documents: [], hasMore: true })],
    ['a full page whose checkpoint does not move', (page) => ({ ...page, hasMore: true })],
  ])('[P5] %s: the engine stops, warns, never spins', async (_, breakPage) => {
    world = new World(6);
    world.server.seed([newTransport('req-1', T0)]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = (remote: RemotePort): RemotePort =>
      forwardPort(REMOTE_PORT, remote, {
        pullTransports: async (viewer, after, limit) => {
          const page = await remote.pullTransports(viewer, after, limit);
          return breakPage({ ...page, checkpoint: after });
        },
      });
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic, wrapRemote: broken });
    await flush();
    await clinic.engine.syncNow();

    expect(clinic.remote.calls.pull).toBe(2);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Le point de reprise ne progresse pas'),
      expect.anything(),
    );
    expect(await clinic.store.checkpoint('transports')).toBeNull();
    expect(clinic.engine.getState().lastSyncAt).toBeNull();
    warn.mockRestore();
  });
});
