import { describe, expect, it } from 'vitest';
import { notificationQueries } from '@/data/local/queries/notification-list';
import { MILLIS_PER_DAY, MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { notificationDoc, pullNotifications } from '../support/notifications';
import { harness } from '../support/store-harness';

const NOW = Date.UTC(2026, 10, 22, 9, 0);

describe('[NOTIF10] the bell’s queries: unexpired notifications, newest first, and the unread count', () => {
  it('[NOTIF10] lists newest first without the expired ones; counts the unread unexpired ones', async () => {
    const { db, store } = harness();
    await pullNotifications(
      store,
      notificationDoc('expired', NOW - 7 * MILLIS_PER_DAY, { seconds: 1 }),
      notificationDoc('old-read', NOW - 2 * MILLIS_PER_DAY, { read: true, seconds: 2 }),
      notificationDoc('recent', NOW - MILLIS_PER_HOUR, { seconds: 3 }),
      notificationDoc('middle', NOW - 3 * MILLIS_PER_HOUR, { seconds: 4 }),
    );
    const queries = notificationQueries(db);

    const listed = await queries.listNotifications(NOW, null);
    expect(listed.map((row) => row.id)).toEqual(['recent', 'middle', 'old-read']);
    expect(await queries.unreadNotificationCount(NOW, null)).toBe(2);
    // One day later « recent » is still there; a week after « middle », it is gone.
    const weekLater = NOW - 3 * MILLIS_PER_HOUR + 7 * MILLIS_PER_DAY;
    expect((await queries.listNotifications(weekLater, null)).map((row) => row.id)).toEqual([
      'recent',
    ]);
    expect(await queries.unreadNotificationCount(weekLater, null)).toBe(1);
  });

  it('[NOTIF10] an empty device lists nothing and counts 0', async () => {
    const { db } = harness();
    expect(await notificationQueries(db).listNotifications(NOW, null)).toEqual([]);
    expect(await notificationQueries(db).unreadNotificationCount(NOW, null)).toBe(0);
  });
});
