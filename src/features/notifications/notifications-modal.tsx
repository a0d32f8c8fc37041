import type { ShownNotification } from '@/data/local/transport-queries';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { Alert } from '@/ui/alert';
import { Modal } from '@/ui/modal';
import { Spinner } from '@/ui/spinner';
import { NotificationItem } from './notification-item';
import { NotificationPermission } from './notification-permission';

interface NotificationsModalProps {
  notifications: readonly ShownNotification[] | null;
  now: EpochMillis;
  linkFor(notification: ShownNotification): string | null;
  error: string | null;
  onMarkRead(id: string): void;
  onMarkAllRead(ids: string[]): void;
  onOpenLink(notification: ShownNotification): void;
  onClose(): void;
}

/** The dashboard's notifications modal (spec §2): newest first, each markable as read, or all at once. */
export function NotificationsModal(props: NotificationsModalProps) {
  const { notifications, now, linkFor, error, onMarkRead, onMarkAllRead, onOpenLink, onClose } =
    props;
  const unreadIds = (notifications ?? []).filter((n) => !n.read).map((n) => n.id);
  const actions =
    unreadIds.length > 0 ? (
      <button
        type="button"
        className="button button--primary"
        onClick={() => onMarkAllRead(unreadIds)}
      >
        Tout marquer comme lu
      </button>
    ) : undefined;
  return (
    <Modal title="Notifications" onClose={onClose} actions={actions}>
      <NotificationPermission />
      {error && <Alert tone="danger">{error}</Alert>}
      {notifications === null ? (
        <Spinner />
      ) : notifications.length === 0 ? (
        <p className="notifications__empty">Aucune notification.</p>
      ) : (
        <ul className="notifications__list">
          {notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              now={now}
              link={linkFor(notification)}
              onMarkRead={onMarkRead}
              onOpenLink={onOpenLink}
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
