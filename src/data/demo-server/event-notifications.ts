import type { EventNotification } from '@/domain/notification/transport-events';
import type { ServerTimestamp } from '@/domain/sync/server-timestamp';
import type { ServerDb } from '@/data/demo-server/server-db';

/**
 * Stores an operation's notifications inside the caller's transaction (which must include `notifications`), with
 * the transport's syncTs. Their ids come from the opId: one already stored is left as it is, so a replay can
 * neither duplicate a notification nor turn a read one back to unread. Resolves to the ids written.
 */
export async function writeEventNotifications(
  db: ServerDb,
  events: readonly EventNotification[],
  syncTs: ServerTimestamp,
): Promise<string[]> {
  if (events.length === 0) return [];
  const stored = await db.notifications.bulkGet(events.map((event) => event.id));
  const fresh = events.filter((_, index) => stored[index] === undefined);
  await db.notifications.bulkPut(
    fresh.map((event) => ({ id: event.id, data: event.notification, syncTs })),
  );
  return fresh.map((event) => event.id);
}
