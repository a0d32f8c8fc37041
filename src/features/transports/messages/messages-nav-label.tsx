import './messages.css';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { UserData } from '@/data/local/user-data';
import { unreadLabel } from './unread-label';
import { useUnreadMessages } from './use-messages';

function UnreadBadge({ data }: { data: UserData }) {
  const unread = useUnreadMessages(data);
  if (unread === 0) return null;
  return (
    <>
      <span className="visually-hidden">, {unreadLabel(unread)}</span>
      <span className="unread-count unread-count--nav" aria-hidden="true">
        {unread}
      </span>
    </>
  );
}

/** « Messages » in the dashboard navigation, with the unread count in its accessible name (« Messages, 2 messages non lus »). */
export function MessagesNavLabel({ label }: { label: string }) {
  const data = useOptionalUserData();
  return (
    <>
      {label}
      {/* An admin reads every conversation without taking part: nothing is « unread » for them. */}
      {data && data.viewer.role !== 'admin' && <UnreadBadge data={data} />}
    </>
  );
}
