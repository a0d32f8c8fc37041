import type { LocalStorePort, RemoteDocument } from '@/data/ports';
import { buildNotification } from '@/domain/notification/build-notification';
import type { Notification } from '@/domain/notification/notification';
import type { ServerNotificationType } from '@/domain/notification/notification-type';

/** A notification document as the server sends it, created at `createdAt`, read or not. */
export function notificationDoc(
  id: string,
  createdAt: number,
  options: { type?: ServerNotificationType; read?: boolean; seconds?: number } = {},
): RemoteDocument<Notification> {
  const notification = buildNotification(
    options.type ?? 'new_transport',
    { transportId: `t-${id}` },
    createdAt,
  );
  return {
    id,
    data: { ...notification, read: options.read ?? false },
    syncTs: { seconds: options.seconds ?? Math.floor(createdAt / 1000), nanoseconds: 0 },
  };
}

/** Stores notification documents the way a pull does (through the port, whose overload takes them). */
export function pullNotifications(
  store: LocalStorePort,
  ...documents: RemoteDocument<Notification>[]
) {
  const last = documents.at(-1);
  return store.applyPulled('notifications', {
    documents,
    checkpoint: last ? { ts: last.syncTs, id: last.id } : null,
    hasMore: false,
  });
}
