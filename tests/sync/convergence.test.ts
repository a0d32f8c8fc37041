import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSteps, setUpScenario, stepsArb } from '@tests/sync/harness/scenario';
import { PROPERTY_TIMEOUT_MS } from '@tests/sync/harness/world';

describe('[P3] convergence', () => {
  it(
    '[P3] two drivers and a clinic act concurrently, then go quiet: every device sees what the server holds',
    async () => {
      await fc.assert(
        fc.asyncProperty(stepsArb, fc.nat(), async (steps, seed) => {
          const scenario = await setUpScenario(seed);
          try {
            await runSteps(scenario, steps);
            for (const device of scenario.devices) {
              expect(await device.store.pendingCount()).toBe(0);
              const visible = scenario.world.server.visibleTo(device.viewer);
              for (const doc of visible) expect(device.store.view(doc.id)).toEqual(doc.data);
              expect(device.engine.getState()).toMatchObject({ pending: 0, syncing: false });
              expect(device.engine.getState().lastSyncAt).not.toBeNull();
            }
          } finally {
            await scenario.world.dispose();
          }
        }),
        { numRuns: 60 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
