import { formatDateTime } from '@/domain/shared/timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';

function HistoryItem({ entry, pending }: { entry: HistoryEntry; pending: boolean }) {
  const refused = !entry.applied;
  return (
    <li className={`ride-history__item${refused ? ' ride-history__item--refused' : ''}`}>
      <p className="ride-history__head">
        <strong>{TRANSPORT_STATUS_LABELS[entry.etat]}</strong>{' '}
        <time dateTime={new Date(entry.timestamp).toISOString()}>
          {formatDateTime(entry.timestamp)}
        </time>
      </p>
      {pending && <p className="badge badge--pending">En attente de synchronisation</p>}
      {refused && (
        <p className="ride-history__refusal">
          Modification refusée : {entry.refusal_reason ?? 'motif non précisé'}
        </p>
      )}
      {entry.reason && <p>Motif : {entry.reason}</p>}
      {entry.notes && <p>Note : {entry.notes}</p>}
      {entry.position && <p className="ride-history__meta">Position enregistrée</p>}
    </li>
  );
}

/**
 * The ride as it happened, oldest first, each step at the device time of its tap. Steps this device has not
 * synchronised yet say so; refused ones stay, with the reason.
 */
export function RideHistory({
  history,
  pendingOpIds,
}: {
  history: readonly HistoryEntry[];
  pendingOpIds: readonly string[];
}) {
  return (
    <section className="ride-history" aria-labelledby="ride-history-title">
      <h2 id="ride-history-title">Historique</h2>
      {history.length === 0 ? (
        <p>Aucune étape enregistrée.</p>
      ) : (
        <ol>
          {history.map((entry, index) => (
            <HistoryItem
              key={entry.op_id ?? `entry-${index}`}
              entry={entry}
              pending={entry.op_id !== null && pendingOpIds.includes(entry.op_id)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
