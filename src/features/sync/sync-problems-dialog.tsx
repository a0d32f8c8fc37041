import { Link } from 'react-router-dom';
import { useLive } from '@/data/local/live';
import { useOptionalUserData } from '@/data/local/user-data-context';
import type { OutboxEntry } from '@/data/ports';
import { Modal } from '@/ui/modal';
import { ProblemAction } from '@/ui/problem-action';
import { describeOperation, problemOutcome } from '@/domain/sync/operation-description';
import { problemOf } from '@/data/local/outbox/outbox-problem';
import './sync-problems-dialog.css';

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
                  {describeOperation(entry.op)} {problemOutcome(problemOf(entry))}
                </p>
                <div className="sync-problems__actions">
                  <ProblemAction
                    refused={entry.state === 'refused'}
                    onAcknowledge={() => void data?.store.dismissRefused(entry.seq)}
                    onRetry={() => void data?.store.retryFailed(entry.seq)}
                  />
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
