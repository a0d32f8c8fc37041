import type { AppDb } from '@/data/local/db/app-db';
import type { NotificationRow } from '@/data/local/db/rows';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** What the bell shows; every row on the device was pulled for this user, so no audience filter is needed here. */
export interface NotificationQueries {
  /** Unexpired notifications, newest first. */
  listNotifications(now: EpochMillis): Promise<NotificationRow[]>;
  /** Unexpired unread notifications (read ones include those marked on this device and not yet sent). */
  unreadNotificationCount(now: EpochMillis): Promise<number>;
}

const live = (now: EpochMillis) => (row: NotificationRow) => !isNotificationExpired(row, now);

export function notificationQueries(db: AppDb): NotificationQueries {
  return {
    listNotifications: (now) =>
      db.notifications.orderBy('created_at').reverse().filter(live(now)).toArray(),
    unreadNotificationCount: (now) =>
      db.notifications.where('unread').equals(1).filter(live(now)).count(),
  };
}
