import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { writeEventNotifications } from '@/data/demo-server/event-notifications';
import { pushTransportOperation } from '@/data/demo-server/push-transport';
import { openServerDb, type ServerDb } from '@/data/demo-server/server-db';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import type { Notification } from '@/domain/notification/notification';
import { notificationsForOperation } from '@/domain/notification/transport-events';
import { compareCheckpoints } from '@/domain/sync/server-timestamp';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { TransportOperation } from '@/domain/sync/operation';
import { createOp, requestBy } from '@tests/data/remote-contract/contract-fixtures';
import { CONTRACT_VIEWERS, freshDbName, switchableConnectivity } from './demo-harness';

const { clinique, ambulance } = CONTRACT_VIEWERS;
const viewers = CONTRACT_VIEWERS;

/** The contract's creation operation, as the transport kind pushTransportOperation takes. */
const creation = (transport: Parameters<typeof createOp>[0]) =>
  createOp(transport) as TransportOperation;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function serverDb(): ServerDb {
  const name = freshDbName('notifications');
  const db = openServerDb(name);
  cleanups.push(async () => {
    db.close();
    await Dexie.delete(name);
  });
  return db;
}

function demoServer(clock: { now(): number }): DemoRemote {
  const dbName = freshDbName('notifications');
  const remote = createDemoRemote({ connectivity: switchableConnectivity().port, clock, dbName });
  cleanups.push(async () => {
    remote.close();
    await Dexie.delete(dbName);
  });
  return remote;
}

describe('[NOTIF7] the demo server writes an event’s notifications in the transport’s transaction', () => {
  it('[NOTIF7] committed together, with the transport’s syncTs', async () => {
    const db = serverDb();
    const request = requestBy({ viewers }, { type_transport: 'vsl' });
    const result = await pushTransportOperation(
      db,
      { now: () => Date.now() },
      creation(request),
      clinique,
    );

    expect(result.outcome.status).toBe('applied');
    const transport = await db.transport.get(request.id);
    const notifications = await db.notifications.toArray();
    expect(notifications.map((row) => row.id).sort()).toEqual(result.notificationIds!.sort());
    expect(notifications).toHaveLength(3); // ambulance, VTC, the clinic
    for (const row of notifications) expect(row.syncTs).toEqual(transport!.syncTs);
  });

  it('[NOTIF7] a failing notification write rolls the transport and its number back', async () => {
    const db = serverDb();
    const request = requestBy({ viewers }, { transport_id: null });
    db.notifications.bulkPut = () => {
      throw new Error('disque plein');
    };

    await expect(
      pushTransportOperation(db, { now: () => Date.now() }, creation(request), clinique),
    ).rejects.toThrow('disque plein');

    expect(await db.transport.get(request.id)).toBeUndefined();
    expect(await db.counters.count()).toBe(0);
    expect(await db.notifications.count()).toBe(0);
  });

  it('[NOTIF7] ids from the opId: writing the same events again keeps the stored (read) copy', async () => {
    const db = serverDb();
    const request = requestBy({ viewers });
    const op: TransportOperation = {
      kind: 'transport.create',
      opId: 'op-1',
      transportId: request.id,
      transport: { ...request },
    };
    const events = notificationsForOperation(null, request, op, Date.now());
    const ts = { seconds: 100, nanoseconds: 0 };
    await db.transaction('rw', db.notifications, () => writeEventNotifications(db, events, ts));
    const [first] = events;
    await db.notifications.update(first!.id, { data: { ...first!.notification, read: true } });

    const again = await db.transaction('rw', db.notifications, () =>
      writeEventNotifications(db, events, { seconds: 200, nanoseconds: 0 }),
    );

    expect(again).toEqual([]);
    expect(await db.notifications.count()).toBe(events.length);
    expect((await db.notifications.get(first!.id))?.data).toMatchObject({ read: true });
  });
});

/** Every page of a viewer's notifications. */
async function pullAll(
  remote: DemoRemote,
  viewer: Viewer,
  limit: number,
  from: Checkpoint | null = null,
) {
  const pages: Page<Notification>[] = [];
  let checkpoint = from;
  do {
    const page = await remote.pullNotifications(viewer, checkpoint, limit);
    pages.push(page);
    checkpoint = page.checkpoint;
    if (pages.length > 50) throw new Error('La pagination des notifications boucle.');
  } while (pages.at(-1)!.hasMore);
  return { pages, checkpoint, documents: pages.flatMap((page) => page.documents) };
}

describe('[NOTIF8] demo pulls and doorbell', () => {
  it('[NOTIF8] a VSL request: each role gets its own notification, other clinics, patients and admins none', async () => {
    const remote = demoServer({ now: () => Date.now() });
    const request = requestBy({ viewers }, { type_transport: 'vsl' });
    await remote.push(createOp(request, 'op-vsl'), clinique);
    const expected: [Viewer, string[]][] = [
      [viewers.ambulance, ['op-vsl:new_transport:ambulance']],
      [viewers.vtc, ['op-vsl:new_course:vtc']],
      [clinique, ['op-vsl:transport_requested:clin_0001']],
      [{ ...clinique, uid: 'autre', orgId: 'clin_autre' }, []],
      [viewers.patient, []],
      [viewers.admin, []],
    ];
    for (const [viewer, ids] of expected) {
      const { documents } = await pullAll(remote, viewer, 10);
      expect(
        documents.map((d) => d.id),
        viewer.uid,
      ).toEqual(ids);
    }
    // A replayed creation is a duplicate: still one notification per audience.
    expect((await remote.push(createOp(request, 'op-vsl'), clinique)).status).toBe('duplicate');
    expect((await pullAll(remote, clinique, 10)).documents).toHaveLength(1);
  });

  it('[NOTIF8] pages of one follow (syncTs, id) strictly; a read comes back on the next pull', async () => {
    const remote = demoServer({ now: () => Date.now() });
    for (let i = 0; i < 3; i += 1) await remote.push(createOp(requestBy({ viewers })), clinique);
    const run = await pullAll(remote, clinique, 1);
    expect(run.documents).toHaveLength(3);
    const positions = run.pages.flatMap((page) =>
      page.documents.length ? [page.checkpoint!] : [],
    );
    for (let i = 1; i < positions.length; i += 1) {
      expect(compareCheckpoints(positions[i - 1]!, positions[i]!)).toBeLessThan(0);
    }
    const first = run.documents[0]!;
    const read = { kind: 'notification.read' as const, opId: 'lu-1', notificationId: first.id };
    expect((await remote.push(read, clinique)).status).toBe('applied');
    const next = await pullAll(remote, clinique, 10, run.checkpoint);
    expect(next.documents.map((d) => [d.id, d.data.read])).toEqual([[first.id, true]]);
  });

  it('[NOTIF8] expired notifications are skipped, and the checkpoint still moves past them', async () => {
    let now = Date.now();
    const remote = demoServer({ now: () => now });
    await remote.push(createOp(requestBy({ viewers })), clinique);
    const fresh = await remote.pullNotifications(ambulance, null, 10);
    expect(fresh.documents.map((d) => d.data.type)).toEqual(['new_transport']);

    now += 7 * MILLIS_PER_DAY;
    const later = await remote.pullNotifications(ambulance, null, 10);
    expect(later.documents).toEqual([]);
    expect(later.checkpoint).not.toBeNull();
    expect(later.hasMore).toBe(false);
  });

  it('[NOTIF8] a push that writes notifications rings each watcher once', async () => {
    const remote = demoServer({ now: () => Date.now() });
    let rings = 0;
    const stop = remote.watch(ambulance, () => {
      rings += 1;
    });
    await remote.push(createOp(requestBy({ viewers })), clinique);
    stop();
    expect(rings).toBe(1);
  });
});
