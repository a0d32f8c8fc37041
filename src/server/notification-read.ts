import { isNotificationFor } from '@/domain/notification/audience';
import { markedReadBy, type Notification } from '@/domain/notification/notification';
import type { Operation } from '@/domain/sync/operation';
import { WRITE_PERMISSION_MESSAGES } from '@/domain/sync/write-permissions';
import type { Viewer } from '@/domain/transport/visibility';
import { readerOf, type ServerSteps } from '@/server/transaction';

type ReadOperation = Extract<Operation, { kind: 'notification.read' }>;

/** What a « lu » reads: the notification, null when absent or unreadable (the backend logs the latter). */
export type NotificationReadReads = { notification: [string, Notification | null] };

export type NotificationReadPush =
  | { kind: 'missing' }
  | { kind: 'denied'; reason: string }
  /** Already read by this viewer: nothing written. */
  | { kind: 'duplicate' }
  /** The notification with the viewer in `read_by`: only their own entry changes. */
  | { kind: 'marked'; notification: Notification };

/** Who may mark a notification read: whoever receives it (the domain's audience rule), and admins. */
export const mayMarkRead = (notification: Notification, viewer: Viewer): boolean =>
  viewer.role === 'admin' || isNotificationFor(notification, viewer);

const get = readerOf<NotificationReadReads>();

/** A « lu » for this viewer only, so replaying it is harmless; reading it again is a duplicate. */
export function* notificationReadPush(
  op: ReadOperation,
  viewer: Viewer,
): ServerSteps<NotificationReadReads, NotificationReadPush> {
  const notification = yield* get('notification', op.notificationId);
  if (notification === null) return { kind: 'missing' };
  if (!mayMarkRead(notification, viewer)) {
    return { kind: 'denied', reason: WRITE_PERMISSION_MESSAGES.notificationHidden };
  }
  const marked = markedReadBy(notification, viewer.uid);
  return marked === null ? { kind: 'duplicate' } : { kind: 'marked', notification: marked };
}
