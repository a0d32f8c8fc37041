import { useEffect, useRef } from 'react';
import type { ShownNotification } from '@/data/local/transport-queries';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';

/**
 * Shows a system notification; the layout passes the service-worker bridge. `tag` names the event: every open tab
 * announces the same notification, and the system keeps one per tag, so the user sees it once.
 */
export type NotifyFn = (
  title: string,
  body: string,
  url?: string,
  tag?: string,
) => void | Promise<void>;

/** One summary at a time, whichever tab posts it. */
export const SUMMARY_TAG = 'notifications-resume';

/** Beyond this many at once, one summary instead of a burst. */
const MAX_SEPARATE = 3;
/** A first pull on a new device brings a week of old ones: only what arrived lately is news. */
const NEWS_WINDOW_MS = 15 * MILLIS_PER_MINUTE;

function mayNotifyNow(): boolean {
  return (
    document.visibilityState === 'hidden' &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted'
  );
}

/**
 * While the app is open in the background and the user allowed it, each new unread notification (one not seen by
 * this tab before) becomes a system notification. What the tab found on opening is never announced.
 */
export function useSystemNotifications(
  notifications: readonly ShownNotification[] | null,
  now: EpochMillis,
  notify: NotifyFn | undefined,
  urlFor: (notification: ShownNotification) => string | undefined,
): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (notifications === null) return;
    const unread = notifications.filter((notification) => !notification.read);
    if (seen.current === null) {
      seen.current = new Set(unread.map((notification) => notification.id));
      return;
    }
    const known = seen.current;
    const fresh = unread.filter((notification) => !known.has(notification.id));
    fresh.forEach((notification) => known.add(notification.id));
    const news = fresh.filter((notification) => now - notification.created_at < NEWS_WINDOW_MS);
    if (!notify || news.length === 0 || !mayNotifyNow()) return;
    if (news.length > MAX_SEPARATE) {
      void notify(
        `${news.length} nouvelles notifications`,
        'Ouvrez l’application pour les consulter.',
        undefined,
        SUMMARY_TAG,
      );
      return;
    }
    for (const notification of news) {
      void notify(
        notification.text.title,
        notification.text.message,
        urlFor(notification),
        notification.id,
      );
    }
  }, [notifications, now, notify, urlFor]);
}
