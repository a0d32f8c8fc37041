import { parseNotification } from '@/domain/notification/notification';
import type { Clock } from '@/domain/shared/clock';
import type { Operation } from '@/domain/sync/operation';
import { RemoteError, type Viewer } from '@/data/ports';
import type { PushResult } from '@/data/demo-server/transport-rows';
import { DEMO_REMOTE_MESSAGES, permissionDenied } from '@/data/demo-server/remote-errors';
import type { ServerDb } from '@/data/demo-server/server-db';
import { issueServerTime } from '@/data/demo-server/server-time';
import { notificationReadPush } from '@/server/notification-read';
import { runAsync } from '@/server/transaction';

type ReadOperation = Extract<Operation, { kind: 'notification.read' }>;

/** Marks a notification read for this viewer only (server module notificationReadPush); again: a duplicate. */
export function pushNotificationRead(
  db: ServerDb,
  clock: Clock,
  op: ReadOperation,
  viewer: Viewer,
): Promise<PushResult> {
  return db.transaction('rw', [db.notifications, db.meta], async () => {
    const row = await db.notifications.get(op.notificationId);
    const push = await runAsync(notificationReadPush(op, viewer), {
      notification: async () => {
        if (!row) return null;
        const parsed = parseNotification(row.id, row.data);
        if (parsed.ok) return parsed.value;
        console.warn('[serveur démo] notification illisible ignorée', parsed.error);
        return null;
      },
    });
    if (push.kind === 'missing' || !row) {
      throw new RemoteError('not-found', DEMO_REMOTE_MESSAGES.notificationMissing);
    }
    if (push.kind === 'denied') throw permissionDenied(push.reason);
    if (push.kind === 'duplicate') {
      return { outcome: { status: 'duplicate', document: null }, changed: false };
    }
    const syncTs = await issueServerTime(db, clock);
    await db.notifications.put({
      id: row.id,
      data: { ...(row.data as object), read_by: push.notification.read_by },
      syncTs,
    });
    return { outcome: { status: 'applied', document: null }, changed: true };
  });
}
