import { Link } from 'react-router-dom';
import type { ThreadListItem } from '@/data/local/queries/message-queries';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { rideDetailPath } from './ride-detail-path';
import { AdminThreads } from './admin-threads';
import { ThreadLineContent } from './thread-line';
import { useThreads } from './use-messages';
import './messages.css';

function ThreadLine({ item, data }: { item: ThreadListItem; data: UserData }) {
  const to = rideDetailPath(data.viewer.role, item.transportId);
  const content = <ThreadLineContent item={item} showUnread />;
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

/**
 * /dashboard/messages — every conversation of the user's organisation, newest first, read from the device; for an
 * admin, every ride's, read-only.
 */
export default function MessagesPage() {
  const data = useOptionalUserData();
  return (
    <div className="messages-page">
      <PageTitle>Messages</PageTitle>
      {data === null ? (
        <Spinner label="Ouverture des données de l’appareil…" />
      ) : data.viewer.role === 'admin' ? (
        <AdminThreads data={data} />
      ) : (
        <Threads data={data} />
      )}
    </div>
  );
}
