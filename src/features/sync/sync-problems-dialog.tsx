import { Link } from 'react-router-dom';
import { useLive } from '@/data/local/live';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { OutboxEntry } from '@/data/ports';
import { Modal } from '@/ui/modal';
import { describeOperation } from '@/domain/sync/operation-description';
import './sync-problems-dialog.css';

/** A reason as the end of a sentence: one final full stop, whether the message brought its own or not. */
const ended = (text: string) => `${text.trim().replace(/[.\s]+$/, '')}.`;

const whatHappened = (entry: OutboxEntry) =>
  entry.state === 'refused'
    ? `a été refusée : ${ended(entry.refusal?.reason ?? 'motif non précisé')}`
    : `n’a pas pu être envoyée : ${ended(entry.lastError ?? 'erreur inconnue')} Elle est conservée sur cet appareil.`;

/** The ride a change concerns, when it concerns one (a status, an edit, a creation). */
const rideOf = (entry: OutboxEntry): string | null =>
  'transportId' in entry.op ? entry.op.transportId : null;

/**
 * The header's « N modifications refusées · en échec », opened: every change the server refused or could not take,
 * on any page, each with what to do — acknowledge a refusal, send a failed change again, or open its ride. Nothing
 * here is dropped without the user's say (ARCHITECTURE §5.4–5.5).
 */
export default function SyncProblemsDialog({
  onClose,
  transportPath,
}: {
  onClose(): void;
  /** The role's page of a ride, by document id; none for roles without one. */
  transportPath: ((id: string) => string) | undefined;
}) {
  const data = useOptionalUserData();
  const problems = useLive<OutboxEntry[] | undefined>(
    () => (data ? data.queries.outboxProblems() : undefined),
    [data],
    undefined,
  );
  return (
    <Modal title="Modifications à revoir" onClose={onClose}>
      {problems === undefined ? (
        <p>Lecture des modifications…</p>
      ) : problems.length === 0 ? (
        <p>Plus rien à revoir : toutes vos modifications sont réglées.</p>
      ) : (
        <ul className="sync-problems">
          {problems.map((entry) => {
            const ride = rideOf(entry);
            return (
              <li key={entry.seq} className="sync-problems__item">
                <p>
                  {describeOperation(entry.op)} {whatHappened(entry)}
                </p>
                <div className="sync-problems__actions">
                  {entry.state === 'refused' ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void data?.store.dismissRefused(entry.seq)}
                    >
                      J’ai compris
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => void data?.store.retryFailed(entry.seq)}
                    >
                      Réessayer
                    </button>
                  )}
                  {ride !== null && transportPath && (
                    <Link
                      to={transportPath(ride)}
                      className="button button--ghost"
                      onClick={onClose}
                    >
                      Voir le transport
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
