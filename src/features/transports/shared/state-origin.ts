import { formatDateTime } from '@/domain/shared/timestamp';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import type { Transport } from '@/domain/transport/transport.schema';
import { authorLabel } from './history-author';

/** The applied entry that put the transport in its current state, if the history has it. */
function entryOfCurrentState(transport: Transport): HistoryEntry | null {
  const entries = transport.historique_etats;
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index]!;
    if (entry.applied && entry.etat === transport.etat) return entry;
  }
  return null;
}

/**
 * Who did what the refused tap collided with, and when: « Annulé le 22/11/2026 14:02 par Sophie Marchand
 * (clinique, Clinique du Parc). Motif : patient hospitalisé. » A refusal that names its cause reads as information, not as
 * a malfunction. Null when the history does not say (an old document).
 */
export function stateOrigin(transport: Transport, currentUid: string): string | null {
  const entry = entryOfCurrentState(transport);
  if (entry === null) return null;
  const label = TRANSPORT_STATUS_LABELS[entry.etat];
  const by = entry.updated_by ? ` par ${authorLabel(entry, currentUid, transport)}` : '';
  const motive = entry.reason ? ` Motif : ${entry.reason}` : '';
  return `${label} le ${formatDateTime(entry.timestamp)}${by}.${motive}`;
}
