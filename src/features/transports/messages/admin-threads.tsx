import { useState } from 'react';
import { ListMore, useListLimit } from '@/features/transports/shared/list-more';
import type { ListNoun } from '@/features/transports/shared/list-page';
import type { ThreadListItem } from '@/data/local/queries/message-queries';
import type { UserData } from '@/data/local/user-data';
import { ADMIN_READ_ONLY_NOTICE } from '@/domain/messages/message-visibility';
import { Spinner } from '@/ui/spinner';
import { ThreadLog } from './message-thread';
import { ThreadLineContent } from './thread-line';
import { useThreads } from './use-messages';

const CONVERSATIONS: ListNoun = { plural: 'conversations', feminine: true };

/** One conversation, folded: its log is read (and mounted) only once the admin opens it. */
function AdminThread({ item, data }: { item: ThreadListItem; data: UserData }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="message-threads__item">
      <details onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary>
          <ThreadLineContent item={item} showUnread={false} />
        </summary>
        {open && (
          <div className="message-threads__thread">
            <ThreadLog data={data} transportId={item.transportId} />
          </div>
        )}
      </details>
    </li>
  );
}

/**
 * /dashboard/messages for an admin (issue 13: « admins can read »): the conversations of every ride, the most
 * recently active first, read-only — no composer, a notice says so — a page of 50 at a time
 * (« Afficher 50 de plus »).
 */
export function AdminThreads({ data }: { data: UserData }) {
  const threads = useThreads(data);
  const { limit, showMore, listRef } = useListLimit();
  if (threads === null) return <Spinner label="Chargement des conversations…" />;
  const shown = threads.slice(0, limit);
  return (
    <>
      <p className="messages-page__notice">{ADMIN_READ_ONLY_NOTICE}</p>
      {threads.length === 0 ? (
        <p className="thread__empty">Aucune conversation sur la plateforme pour le moment.</p>
      ) : (
        <ul
          ref={listRef}
          className="message-threads"
          aria-label="Conversations, la plus récente d’abord"
        >
          {shown.map((item) => (
            <AdminThread key={item.transportId} item={item} data={data} />
          ))}
        </ul>
      )}
      <ListMore
        shown={shown.length}
        total={threads.length}
        noun={CONVERSATIONS}
        listRef={listRef}
        onMore={showMore}
      />
    </>
  );
}
