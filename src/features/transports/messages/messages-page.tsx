import { Link } from 'react-router-dom';
import type { ThreadListItem } from '@/data/local/queries/message-queries';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatDateTime } from '@/domain/shared/timestamp';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { rideDetailPath } from './ride-detail-path';
import { threadTitle } from './thread-title';
import { unreadLabel } from './unread-label';
import { useThreads } from './use-messages';
import './messages.css';

function ThreadLine({ item, data }: { item: ThreadListItem; data: UserData }) {
  const to = rideDetailPath(data.viewer.role, item.transportId);
  const time = item.last.created_at ?? item.last.device_time;
  const { title, secondary } = threadTitle(item.transport);
  const content = (
    <>
      <span className="message-threads__head">
        <span className="message-threads__name">
          <span className="message-threads__title">{title}</span>
          {secondary && <span className="message-threads__number">{secondary}</span>}
        </span>
        {item.unread > 0 && (
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
  return <li className="message-threads__item">{to ? <Link to={to}>{content}</Link> : content}</li>;
}

function Threads({ data }: { data: UserData }) {
  const threads = useThreads(data);
  if (threads === null) return <Spinner label="Chargement des conversations…" />;
  if (threads.length === 0) {
    return (
      <p className="thread__empty">
        Aucune conversation pour le moment. Dès qu’un transport est accepté, la clinique et la
        société qui l’assure peuvent échanger depuis la fiche du transport ; les conversations
        apparaîtront ici.
      </p>
    );
  }
  return (
    <ul className="message-threads" aria-label="Conversations, la plus récente d’abord">
      {threads.map((item) => (
        <ThreadLine key={item.transportId} item={item} data={data} />
      ))}
    </ul>
  );
}

/** /dashboard/messages — every conversation of the user's organisation, newest first, read from the device. */
export default function MessagesPage() {
  const data = useOptionalUserData();
  return (
    <div className="messages-page">
      <PageTitle>Messages</PageTitle>
      {data ? <Threads data={data} /> : <Spinner label="Ouverture des données de l’appareil…" />}
    </div>
  );
}
