import { useCallback } from 'react';
import type { ShownNotification } from '@/data/local/transport-queries';
import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import { markReadOn } from './use-zone-notices';

/**
 * The device's unexpired notifications, newest first; null until the first read. `base`: a company's, which its
 * filing notices are measured against (useCompanyBase); null for everyone else.
 */
export function useNotificationList(
  data: UserData,
  now: EpochMillis,
  base: Coordinates | null,
): ShownNotification[] | null {
  return useLive(() => data.queries.listNotifications(now, base), [data], null, [now, base]);
}

/** Unread count from the `unread` index, cheap enough for a header shown on every dashboard page. */
export function useUnreadCount(data: UserData, now: EpochMillis, base: Coordinates | null): number {
  return useLive(() => data.queries.unreadNotificationCount(now, base), [data], 0, [now, base]);
}

/**
 * « Marquer comme lu »: one `notification.read` operation per notification, each its own outbox transaction
 * (the row turns read in that same transaction, so the UI follows at once, offline included); a notice the device
 * raised itself (issue 23) is marked on the device only.
 */
export function useMarkRead(data: UserData) {
  const markRead = useCallback(
    (notificationId: string) => markReadOn(data, notificationId),
    [data],
  );
  const markAllRead = useCallback(
    async (notificationIds: readonly string[]) => {
      for (const id of notificationIds) await markRead(id);
    },
    [markRead],
  );
  return { markRead, markAllRead };
}
