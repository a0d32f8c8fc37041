import type { ThreadListItem } from '@/data/local/queries/message-queries';
import { formatDateTime } from '@/domain/shared/timestamp';
import { threadTitle } from './thread-title';
import { unreadLabel } from './unread-label';

/** What a conversation's line says: whose ride and when (its number after), the last message and its time. */
export function ThreadLineContent({
  item,
  showUnread,
}: {
  item: ThreadListItem;
  showUnread: boolean;
}) {
  const time = item.last.created_at ?? item.last.device_time;
  const { title, secondary } = threadTitle(item.transport);
  return (
    <>
      <span className="message-threads__head">
        <span className="message-threads__name">
          <span className="message-threads__title">{title}</span>
          {secondary && <span className="message-threads__number">{secondary}</span>}
        </span>
        {showUnread && item.unread > 0 && (
          <span className="unread-count" aria-label={unreadLabel(item.unread)}>
            {item.unread}
          </span>
        )}
      </span>
      <span className="message-threads__preview">
        {item.last.author_name || 'Message'} : {item.last.text}
      </span>
      <time dateTime={new Date(time).toISOString()}>{formatDateTime(time)}</time>
    </>
  );
}
