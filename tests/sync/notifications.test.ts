import { afterEach, describe, expect, it } from 'vitest';
import { ACTORS, T0 } from '@tests/sync/harness/fixtures';
import { recordingPulls } from '@tests/sync/harness/recording-pulls';
import { flush, World } from '@tests/sync/harness/world';

let world: World;
afterEach(async () => world?.dispose());

describe('[NOTIF9] each sync cycle pulls notifications after transports', () => {
  it('[NOTIF9] a request pushed by the clinic brings each party its notification, checkpointed', async () => {
    world = new World(11);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    await flush();

    const create = clinic.ops.create('req-1', T0);
    await clinic.tap(create);
    await clinic.engine.syncNow();
    await driver.engine.syncNow();

    expect(driver.store.mirrorIds()).toEqual(['req-1']);
    expect(driver.store.notificationIds()).toEqual([`${create.opId}:new_transport:ambulance`]);
    expect(clinic.store.notificationIds()).toEqual([
      `${create.opId}:transport_requested:${ACTORS.clinic.orgId}`,
    ]);
    expect(await driver.store.checkpoint('notifications')).not.toBeNull();
    expect(driver.engine.getState().lastSyncAt).not.toBeNull();
  });

  it('[NOTIF9] order within a cycle: transports first, then notifications; the next cycle resumes from both checkpoints', async () => {
    world = new World(12);
    const calls: string[] = [];
    const driver = world.device({
      name: 'driver',
      actor: ACTORS.driverA,
      wrapRemote: recordingPulls(calls),
    });
    await flush();
    calls.length = 0;

    await driver.engine.syncNow();
    expect(calls).toEqual(['transports', 'notifications', 'messages']);

    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    await clinic.tap(clinic.ops.create('req-2', T0));
    await clinic.engine.syncNow();
    await driver.engine.syncNow();
    await driver.engine.syncNow();
    // The second cycle starts after what the first pulled: nothing comes twice.
    expect(driver.store.notificationIds()).toHaveLength(1);
    expect(driver.remote.calls.pullNotifications).toBeGreaterThanOrEqual(3);
  });

  it('[NOTIF9] a « lu » tapped on the device reaches the server; the next pull brings it back read', async () => {
    world = new World(13);
    const clinic = world.device({ name: 'clinic', actor: ACTORS.clinic });
    const driver = world.device({ name: 'driver', actor: ACTORS.driverA });
    await flush();
    await clinic.tap(clinic.ops.create('req-3', T0));
    await clinic.engine.syncNow();
    await driver.engine.syncNow();
    const [id] = driver.store.notificationIds();

    await driver.tap({ kind: 'notification.read', opId: 'lu-1', notificationId: id! });
    await driver.engine.syncNow();

    expect(world.server.notifications().find((n) => n.id === id)?.data.read).toBe(true);
    expect(await driver.store.pendingCount()).toBe(0);
    await driver.engine.syncNow();
    expect(driver.store.notification(id!)?.data).toMatchObject({ read: true });
  });
});
