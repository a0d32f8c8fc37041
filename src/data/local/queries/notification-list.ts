import type { AppDb } from '@/data/local/db/app-db';
import type { NotificationRow } from '@/data/local/db/rows';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import { notificationText, type NotificationText } from '@/domain/notification/notification-text';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** A notification as the bell shows it: its text rendered here from its type and the ride (issue 21). */
export type ShownNotification = NotificationRow & { text: NotificationText };

/** What the bell shows; every row on the device was pulled for this user, so no audience filter is needed here. */
export interface NotificationQueries {
  /** Unexpired notifications, newest first, each with its French text. */
  listNotifications(now: EpochMillis): Promise<ShownNotification[]>;
  /** Unexpired unread notifications (read ones include those marked on this device and not yet sent). */
  unreadNotificationCount(now: EpochMillis): Promise<number>;
}

const live = (now: EpochMillis) => (row: NotificationRow) => !isNotificationExpired(row, now);

/** The ride (as this device shows it) or patient record a notification names, read in the same transaction. */
async function shown(db: AppDb, row: NotificationRow): Promise<ShownNotification> {
  const ride = row.transport_id === null ? undefined : await db.transports.get(row.transport_id);
  const patient = row.patient_id === null ? undefined : await db.patients.get(row.patient_id);
  const subject = { transport: ride?.view ?? null, patient: patient ?? null };
  return { ...row, text: notificationText(row, subject) };
}

export function notificationQueries(db: AppDb): NotificationQueries {
  return {
    listNotifications: (now) =>
      db.transaction('r', [db.notifications, db.transports, db.patients], async () => {
        const rows = await db.notifications
          .orderBy('created_at')
          .reverse()
          .filter(live(now))
          .toArray();
        return Promise.all(rows.map((row) => shown(db, row)));
      }),
    unreadNotificationCount: (now) =>
      db.notifications.where('unread').equals(1).filter(live(now)).count(),
  };
}
