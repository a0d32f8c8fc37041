import type { AppDb } from '@/data/local/db/app-db';
import type { NotificationRow } from '@/data/local/db/rows';
import { filingNoticeShown, FILING_NOTICE_TYPES } from '@/domain/award/zone-notices';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import { notificationText, type NotificationText } from '@/domain/notification/notification-text';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';

/** A notification as the bell shows it: its text rendered here from its type and the ride (issue 21). */
export type ShownNotification = NotificationRow & { text: NotificationText };

/**
 * What the bell shows; every row on the device was pulled for this user, so no audience filter is needed here —
 * but a company's filing notices are measured against its base (`base`, null for everyone else or when unknown):
 * the domain's filingNoticeShown.
 */
export interface NotificationQueries {
  /** Unexpired notifications, newest first, each with its French text. */
  listNotifications(now: EpochMillis, base: Coordinates | null): Promise<ShownNotification[]>;
  /** Unexpired unread notifications (read ones include those marked on this device and not yet sent). */
  unreadNotificationCount(now: EpochMillis, base: Coordinates | null): Promise<number>;
}

const live = (now: EpochMillis) => (row: NotificationRow) => !isNotificationExpired(row, now);

/** The ride (as this device shows it) or patient record a notification names, read in the same transaction. */
async function shown(db: AppDb, row: NotificationRow): Promise<ShownNotification> {
  const ride = row.transport_id === null ? undefined : await db.transports.get(row.transport_id);
  const patient = row.patient_id === null ? undefined : await db.patients.get(row.patient_id);
  const subject = { transport: ride?.view ?? null, patient: patient ?? null };
  return { ...row, text: notificationText(row, subject) };
}

/** The rows a company at `base` is shown: its filing notices only for rides its base was reached by at filing. */
async function reaching(db: AppDb, rows: NotificationRow[], base: Coordinates | null) {
  if (base === null) return rows;
  const filing = rows.filter(
    (row) => FILING_NOTICE_TYPES.has(row.type) && row.transport_id !== null,
  );
  if (filing.length === 0) return rows;
  const rides = await db.transports.bulkGet(filing.map((row) => row.transport_id as string));
  const hidden = new Set(
    filing.flatMap((row, index) =>
      filingNoticeShown(row.type, rides[index]?.view, base) ? [] : [row.id],
    ),
  );
  return rows.filter((row) => !hidden.has(row.id));
}

export function notificationQueries(db: AppDb): NotificationQueries {
  return {
    listNotifications: (now, base) =>
      db.transaction('r', [db.notifications, db.transports, db.patients], async () => {
        const rows = await db.notifications
          .orderBy('created_at')
          .reverse()
          .filter(live(now))
          .toArray();
        return Promise.all((await reaching(db, rows, base)).map((row) => shown(db, row)));
      }),
    unreadNotificationCount: (now, base) =>
      base === null
        ? db.notifications.where('unread').equals(1).filter(live(now)).count()
        : db.transaction('r', [db.notifications, db.transports], async () => {
            const rows = await db.notifications
              .where('unread')
              .equals(1)
              .filter(live(now))
              .toArray();
            return (await reaching(db, rows, base)).length;
          }),
  };
}
