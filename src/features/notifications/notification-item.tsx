import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ShownNotification } from '@/data/local/transport-queries';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { notificationTime } from './notification-time';

interface NotificationItemProps {
  notification: ShownNotification;
  now: EpochMillis;
  /** The transport's page, when the notification names one and the dashboard has such a page. */
  link: string | null;
  onMarkRead(id: string): void;
  onOpenLink(notification: ShownNotification): void;
}

/** One notification: title, message, when, and its actions; unread ones say so in words, not only in colour. */
export function NotificationItem({
  notification,
  now,
  link,
  onMarkRead,
  onOpenLink,
}: NotificationItemProps) {
  const titleId = useId();
  const unread = !notification.read;
  const time = notificationTime(notification.created_at, now);
  return (
    <li className={`notification${unread ? ' notification--unread' : ''}`}>
      <div className="notification__head">
        <h3 id={titleId} className="notification__title">
          {notification.text.title}
        </h3>
        {unread && <span className="notification__badge">Non lue</span>}
      </div>
      <p className="notification__message">{notification.text.message}</p>
      <p className="notification__meta">
        <time dateTime={new Date(notification.created_at).toISOString()} title={time.absolute}>
          {time.label}
        </time>
      </p>
      {(link !== null || unread) && (
        <div className="notification__actions">
          {link !== null && (
            <Link to={link} aria-describedby={titleId} onClick={() => onOpenLink(notification)}>
              Voir le transport
            </Link>
          )}
          {unread && (
            <button
              type="button"
              className="button button--ghost"
              aria-describedby={titleId}
              onClick={() => onMarkRead(notification.id)}
            >
              Marquer comme lu
            </button>
          )}
        </div>
      )}
    </li>
  );
}
