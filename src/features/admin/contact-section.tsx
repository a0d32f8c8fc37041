import { useState } from 'react';
import type { ReceivedContact } from '@/domain/contact/received-contact';
import { formatDateTime } from '@/domain/shared/timestamp';

/** How many messages are drawn at first; the rest on demand. */
export const CONTACT_PAGE = 20;

export const CONTACT_EMPTY = 'Aucun message de contact reçu pour l’instant.';

/**
 * What visitors wrote through /contact, newest first: who, from which organisation, when, and a way to answer
 * them by e-mail (the product sends no mail of its own).
 */
export function ContactSection({ messages }: { messages: ReceivedContact[] }) {
  const [shown, setShown] = useState(CONTACT_PAGE);
  const rest = messages.length - shown;
  return (
    <section className="card admin-section" aria-labelledby="admin-contact">
      <h2 id="admin-contact">Messages de contact ({messages.length})</h2>
      {messages.length === 0 ? (
        <p>{CONTACT_EMPTY}</p>
      ) : (
        <ol className="admin-audit admin-contact" aria-labelledby="admin-contact">
          {messages.slice(0, shown).map((m) => (
            <li key={m.id}>
              <p>
                <strong>{m.name}</strong>
                {m.organisation !== '' && <> — {m.organisation}</>}
                <br />
                <small>
                  Reçu le {formatDateTime(m.receivedAt ?? m.writtenAt)} ·{' '}
                  <a href={`mailto:${m.email}`}>Répondre à {m.email}</a>
                </small>
              </p>
              <p className="admin-contact__message">{m.message}</p>
            </li>
          ))}
        </ol>
      )}
      {rest > 0 && (
        <button type="button" className="button" onClick={() => setShown((n) => n + CONTACT_PAGE)}>
          Afficher {Math.min(rest, CONTACT_PAGE)} message(s) de plus
        </button>
      )}
    </section>
  );
}
