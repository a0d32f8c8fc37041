import { isNotificationFor } from '@/domain/notification/audience';
import { scopedViewer } from '@/data/demo-server/membership';
import { isNotificationExpired } from '@/domain/notification/build-notification';
import { parseNotification, readFor, type Notification } from '@/domain/notification/notification';
import type { Clock } from '@/domain/shared/clock';
import type { Checkpoint, Page, Viewer } from '@/data/ports';
import { assertPageLimit } from '@/data/demo-server/remote-errors';
import {
  SYNC_ORDER_INDEX,
  syncOrderKey,
  type NotificationRow,
  type ServerDb,
} from '@/data/demo-server/server-db';

/** A stored notification, or null (logged) when it cannot be read. */
function readNotificationRow(row: NotificationRow): Notification | null {
  const parsed = parseNotification(row.id, row.data);
  if (parsed.ok) return parsed.value;
  console.warn('[serveur démo] notification illisible ignorée', parsed.error);
  return null;
}

/**
 * One page of the viewer's unexpired notifications strictly after the checkpoint, in (syncTs, id) order.
 *
 * The table holds every role's notifications, so the scan keeps what isNotificationFor accepts. The checkpoint moves
 * over every row scanned, kept or not: a notification is never re-addressed without a new syncTs, and an expired
 * one never comes back, so the next pull need not read them again. `read` is the viewer's own (readFor).
 */
export async function pullNotifications(
  db: ServerDb,
  clock: Clock,
  asked: Viewer,
  after: Checkpoint | null,
  limit: number,
): Promise<Page<Notification>> {
  assertPageLimit(limit);
  // Issue 13: the server's word on membership (a chauffeur hears only what names them; removed: nothing).
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return { documents: [], checkpoint: after, hasMore: false };
  const now = clock.now();
  const ordered =
    after === null
      ? db.notifications.orderBy(SYNC_ORDER_INDEX)
      : db.notifications.where(SYNC_ORDER_INDEX).above(syncOrderKey(after.ts, after.id));
  const documents: Page<Notification>['documents'] = [];
  let checkpoint = after;
  await ordered
    .until(() => documents.length >= limit)
    .each((row) => {
      checkpoint = { ts: row.syncTs, id: row.id };
      const notification = readNotificationRow(row);
      if (!notification || isNotificationExpired(notification, now)) return;
      if (isNotificationFor(notification, viewer)) {
        const data = readFor(notification, viewer.uid);
        documents.push({ id: row.id, data, syncTs: row.syncTs });
      }
    });
  return { documents, checkpoint, hasMore: documents.length === limit };
}
