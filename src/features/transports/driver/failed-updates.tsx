import type { OutboxEntry } from '@/data/ports';
import type { UserData } from '@/data/local/user-data';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';

const describe = (entry: OutboxEntry) =>
  entry.op.kind === 'transport.status'
    ? `La mise à jour « ${TRANSPORT_STATUS_LABELS[entry.op.update.status]} » n’a pas pu être envoyée.`
    : 'Une modification n’a pas pu être envoyée.';

/**
 * Updates the server could not take (permission, invalid data): they block this ride's later updates, so the
 * driver sees them and can send them again. Nothing is dropped.
 */
export function FailedUpdates({ data, failed }: { data: UserData; failed: OutboxEntry[] }) {
  if (failed.length === 0) return null;
  return (
    <div className="failed-updates" role="alert">
      <ul>
        {failed.map((entry) => (
          <li key={entry.seq}>
            <p className="failed-updates__headline">{describe(entry)}</p>
            {entry.lastError && <p>{entry.lastError}</p>}
            <button
              type="button"
              className="button button--secondary button--large"
              onClick={() => void data.store.retryFailed(entry.seq)}
            >
              Réessayer l’envoi
            </button>
          </li>
        ))}
      </ul>
      <p>Les étapes suivantes de ce transport attendent cet envoi.</p>
    </div>
  );
}
