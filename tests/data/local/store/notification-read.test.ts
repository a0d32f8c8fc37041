import { describe, expect, it } from 'vitest';
import { notificationQueries } from '@/data/local/queries/notification-list';
import { notificationDoc, pullNotifications } from '../support/notifications';
import { harness } from '../support/store-harness';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const read = (opId: string) => ({ kind: 'notification.read' as const, opId, notificationId: 'n1' });

describe('[NOTIF11] « Marquer comme lu » is shown at once and survives pulls until the server has it', () => {
  it('[NOTIF11] the enqueue transaction marks the row read and queues one operation', async () => {
    const { db, store } = harness();
    await pullNotifications(store, notificationDoc('n1', NOW, { seconds: 1 }));

    expect((await store.enqueue(read('lu-1'))).ok).toBe(true);

    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });
    expect(await notificationQueries(db).unreadNotificationCount(NOW, null)).toBe(0);
    const entries = await db.outbox.toArray();
    expect(entries.map((entry) => [entry.entityKey, entry.op.kind])).toEqual([
      ['notification:n1', 'notification.read'],
    ]);
  });

  it('[NOTIF11] unread copies pulled while the push is pending or in flight stay read, and so does the settled row', async () => {
    const { db, store } = harness();
    await pullNotifications(store, notificationDoc('n1', NOW, { seconds: 1 }));
    const queued = await store.enqueue(read('lu-1'));
    if (!queued.ok) throw new Error('enqueue refusé');

    await pullNotifications(store, notificationDoc('n1', NOW, { seconds: 2 }));
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });

    await store.markInflight([queued.entry.seq]);
    await pullNotifications(store, notificationDoc('n1', NOW, { seconds: 3 }));
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });

    await store.settle(queued.entry.seq, { status: 'applied', document: null });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });
    await pullNotifications(store, notificationDoc('n1', NOW, { read: true, seconds: 4 }));
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });
  });

  it('[NOTIF11] a push that failed for good keeps the row read (the change is still the user’s)', async () => {
    const { db, store } = harness();
    await pullNotifications(store, notificationDoc('n1', NOW, { seconds: 1 }));
    const queued = await store.enqueue(read('lu-1'));
    if (!queued.ok) throw new Error('enqueue refusé');
    await store.markFailed(queued.entry.seq, 'Cette notification n’existe pas ou a expiré.');

    await pullNotifications(store, notificationDoc('n1', NOW, { seconds: 2 }));
    expect(await db.notifications.get('n1')).toMatchObject({ read: true, unread: 0 });
  });
});
