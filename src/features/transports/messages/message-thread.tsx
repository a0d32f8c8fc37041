import type { UserData } from '@/data/local/user-data';
import { MESSAGE_REFUSALS } from '@/domain/messages/message-decision';
import {
  ADMIN_READ_ONLY_NOTICE,
  threadClosedNotice,
  threadAccess,
} from '@/domain/messages/message-visibility';
import type { ThreadMessage } from '@/domain/messages/thread';
import { formatDateTime } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { MessageComposer } from './message-composer';
import { useSendMessage, useThread } from './use-messages';
import './messages.css';

const SIDE_LABELS = { clinique: 'Clinique', transporteur: 'Transporteur' } as const;

function MessageItem({
  message,
  mine,
  ourSide,
}: {
  message: ThreadMessage & { refusal: string | null };
  /** Written by the reader: « Vous ». */
  mine: boolean;
  /** Written by the reader's organisation (the reader or a colleague): shown on our side of the log. */
  ourSide: boolean;
}) {
  const time = message.created_at ?? message.device_time;
  const author = message.author_name || SIDE_LABELS[message.author_side];
  return (
    <li className={`thread__message${ourSide ? ' thread__message--mine' : ''}`}>
      <p className="thread__meta">
        <span className="thread__author">{mine ? `Vous (${author})` : author}</span>
        {' · '}
        <span>{SIDE_LABELS[message.author_side]}</span>
        {' · '}
        <time dateTime={new Date(time).toISOString()}>{formatDateTime(time)}</time>
      </p>
      <p className="thread__text">{message.text}</p>
      {message.refusal !== null ? (
        <p className="thread__refused" role="alert">
          Non envoyé : {message.refusal}
        </p>
      ) : (
        message.pending && (
          <p className="thread__pending">
            <span aria-hidden="true">⟳ </span>en attente
          </p>
        )
      )}
    </li>
  );
}

/** The messages of a conversation, oldest first, as a log screen readers announce politely. */
export function ThreadLog({ data, transportId }: { data: UserData; transportId: string }) {
  const messages = useThread(data, transportId);
  return (
    <>
      {messages.length === 0 ? (
        <p className="thread__empty">Aucun message pour ce transport.</p>
      ) : null}
      <ol className="thread__log" role="log" aria-live="polite" aria-label="Conversation">
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            mine={message.author_uid === data.viewer.uid}
            ourSide={message.author_org_id === data.viewer.orgId}
          />
        ))}
      </ol>
    </>
  );
}

/** Why there is no composer: an admin only reads, a ride without a company or ended takes no message. */
function readOnlyNotice(transport: Transport, data: UserData): string {
  if (data.viewer.role === 'admin') return ADMIN_READ_ONLY_NOTICE;
  return transport.provider_org_id === null
    ? MESSAGE_REFUSALS.noProvider
    : threadClosedNotice(transport.etat);
}

/**
 * A ride's conversation between the requesting clinic and the accepted company (issue 13), read from the device:
 * a log (screen readers announce new messages politely), then the composer — or, once the ride ended, the
 * read-only notice. Not shown at all to whoever may not read it.
 */
export function MessageThread({ data, transport }: { data: UserData; transport: Transport }) {
  const send = useSendMessage(data, transport);
  const access = threadAccess(transport, data.viewer);
  if (access === 'none') return null;
  return (
    <section className="thread" aria-labelledby={`thread-title-${transport.id}`}>
      <h2 id={`thread-title-${transport.id}`}>Messages</h2>
      <ThreadLog data={data} transportId={transport.id} />
      {access === 'write' ? (
        <MessageComposer send={send} />
      ) : (
        <p className="thread__closed">{readOnlyNotice(transport, data)}</p>
      )}
    </section>
  );
}
