import { formatDateTime } from '@/domain/shared/timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { formatPosition } from './format-position';
import { authorLabel, type RideOrganisations } from './history-author';
import { timeGapNote } from './history-times';
import { PendingBadge } from './pending-badge';
import { stalePositionNote } from './position-age';
import { isoOf } from './transport-text';

interface HistoryEntryItemProps {
  entry: HistoryEntry;
  pending: boolean;
  /** The signed-in user, shown as « vous ». */
  currentUid?: string | undefined;
  /** The ride's organisation names, quoted instead of their ids. */
  ride?: RideOrganisations | null;
}

/** One state change: what, who, when (device and server), where, why — and whether it was applied. */
export function HistoryEntryItem({
  entry,
  pending,
  currentUid,
  ride = null,
}: HistoryEntryItemProps) {
  const refused = !entry.applied;
  const gap = timeGapNote(entry, pending);
  const stalePosition = stalePositionNote(entry);
  const modifiers = `${refused ? ' history-entry--refused' : ''}${pending ? ' history-entry--pending' : ''}`;
  return (
    <li className={`history-entry${modifiers}`}>
      <p className="history-entry__head">
        <strong>{TRANSPORT_STATUS_LABELS[entry.etat]}</strong>
        {refused && <span> — non appliqué</span>}
        {pending && <PendingBadge />}
      </p>
      {refused && (
        <p className="history-entry__refusal">
          Modification refusée : {entry.refusal_reason ?? 'motif non précisé'}
        </p>
      )}
      <p className="history-entry__time">
        <time dateTime={isoOf(entry.timestamp)}>{formatDateTime(entry.timestamp)}</time>
        {gap && <span className="history-entry__gap"> — {gap}</span>}
      </p>
      {entry.correction && (
        <p className="history-entry__detail">
          Correction de l’administrateur (hors enchaînement normal)
        </p>
      )}
      <p className="history-entry__detail">Par : {authorLabel(entry, currentUid, ride)}</p>
      {entry.reason && <p className="history-entry__detail">Motif : {entry.reason}</p>}
      {entry.notes && <p className="history-entry__detail">Note : {entry.notes}</p>}
      {entry.position && (
        <p className="history-entry__detail">Position : {formatPosition(entry.position)}</p>
      )}
      {stalePosition && <p className="history-entry__detail">{stalePosition}</p>}
    </li>
  );
}
