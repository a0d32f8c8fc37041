import { useCallback, useState } from 'react';
import type { ShownNotification } from '@/data/local/transport-queries';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { UserData } from '@/data/local/user-data';
import { useServices } from '@/services/services-context';
import { bellCount, bellLabel } from './notification-time';
import { NotificationsModal } from './notifications-modal';
import { useMarkRead, useNotificationList, useUnreadCount } from './use-notifications';
import { useNow } from './use-now';
import { useCompanyBase, useZoneNotices } from './use-zone-notices';
import { useSystemNotifications, type NotifyFn } from './use-system-notifications';
import './notifications.css';

export interface NotificationsButtonProps {
  /**
   * The page of a transport, by document id; the dashboard knows its routes, this feature does not. Without it
   * (or when it answers null) notifications show no link.
   */
  transportPath?: (transportId: string) => string | null;
  /** Shows a system notification while the app is in the background (the service-worker bridge). */
  notify?: NotifyFn;
}

/** The header's bell. Nothing is shown until the user's device data is open: there is nothing to count before. */
export function NotificationsButton(props: NotificationsButtonProps) {
  const data = useOptionalUserData();
  return data ? <NotificationsBell data={data} {...props} /> : null;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
      />
    </svg>
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'Erreur inconnue';
}

function NotificationsBell({
  data,
  transportPath,
  notify,
}: NotificationsButtonProps & { data: UserData }) {
  const now = useNow(useServices().clock);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const base = useCompanyBase(data);
  const unread = useUnreadCount(data, now, base ?? null);
  const notifications = useNotificationList(data, now, base ?? null);
  const { markRead, markAllRead } = useMarkRead(data);
  useZoneNotices(data, now, base);

  const linkFor = useCallback(
    (notification: ShownNotification) =>
      notification.transport_id && transportPath ? transportPath(notification.transport_id) : null,
    [transportPath],
  );
  const urlFor = useCallback(
    (notification: ShownNotification) => linkFor(notification) ?? undefined,
    [linkFor],
  );
  useSystemNotifications(notifications, now, notify, urlFor);

  // Stable: the modal re-focuses its first control whenever onClose changes.
  const close = useCallback(() => setOpen(false), []);
  const run = useCallback((work: Promise<unknown>) => {
    setError(null);
    work.catch((failure: unknown) => setError(errorText(failure)));
  }, []);

  return (
    <div className="notifications">
      <button
        type="button"
        className="button button--ghost notifications__bell"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {/* The badge's figure is drawn by CSS (data-count): the name already says it in words. */}
        {unread > 0 && <span className="notifications__count" data-count={bellCount(unread)} />}
      </button>
      {open && (
        <NotificationsModal
          notifications={notifications}
          now={now}
          linkFor={linkFor}
          error={error}
          onMarkRead={(id) => run(markRead(id))}
          onMarkAllRead={(ids) => run(markAllRead(ids))}
          onOpenLink={(notification) => {
            // Opening what it points to counts as reading it.
            if (!notification.read) run(markRead(notification.id));
            close();
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
