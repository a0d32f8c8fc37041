import { isNotificationFor } from '@/domain/notification/audience';
import {
  markedReadBy,
  parseNotification,
  type Notification,
} from '@/domain/notification/notification';
import type { Clock } from '@/domain/shared/clock';
import type { Operation } from '@/domain/sync/operation';
import { RemoteError, type Viewer } from '@/data/ports';
import type { PushResult } from '@/data/demo-server/push-transport';
import { DEMO_REMOTE_MESSAGES, permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';

type ReadOperation = Extract<Operation, { kind: 'notification.read' }>;

/** Who may mark a notification read: whoever receives it (isNotificationFor), and admins, who may act on any. */
export function isAddressedTo(notification: Notification, viewer: Viewer): boolean {
  return viewer.role === 'admin' || isNotificationFor(notification, viewer);
}

const notFound = () => new RemoteError('not-found', DEMO_REMOTE_MESSAGES.notificationMissing);

/** Marks a notification read for this viewer only; reading it again is a no-op reported as a duplicate. */
export function pushNotificationRead(
  db: ServerDb,
  clock: Clock,
  op: ReadOperation,
  viewer: Viewer,
): Promise<PushResult> {
  return db.transaction('rw', [db.notifications, db.meta], async () => {
    const row = await db.notifications.get(op.notificationId);
    if (!row) throw notFound();
    const parsed = parseNotification(row.id, row.data);
    if (!parsed.ok) {
      console.warn('[serveur démo] notification illisible ignorée', parsed.error);
      throw notFound();
    }
    if (!isAddressedTo(parsed.value, viewer)) {
      throw permissionDenied(DEMO_REMOTE_MESSAGES.notificationHidden);
    }
    const marked = markedReadBy(parsed.value, viewer.uid);
    if (marked === null) {
      return { outcome: { status: 'duplicate', document: null }, changed: false };
    }
    const syncTs = await issueServerTime(db, clock);
    await db.notifications.put({
      id: row.id,
      data: { ...(row.data as object), read_by: marked.read_by },
      syncTs,
    });
    return { outcome: { status: 'applied', document: null }, changed: true };
  });
}
