import type { Transport } from '@/domain/transport/transport.schema';
import { HistoryEntryItem } from './history-entry-item';

interface TransportHistoryProps {
  transport: Transport;
  /** Operations of this device not yet confirmed by the server (TransportDetail.pendingOpIds). */
  pendingOpIds: readonly string[];
  currentUid?: string | undefined;
}

/**
 * Every entry of historique_etats in the order the server stored them, refused ones included: the history is the
 * proof of service, so nothing is filtered out.
 */
export function TransportHistory({ transport, pendingOpIds, currentUid }: TransportHistoryProps) {
  const entries = transport.historique_etats;
  if (entries.length === 0) return <p className="empty-state">Aucun état enregistré.</p>;
  const pending = new Set(pendingOpIds);
  return (
    <ol className="history" aria-label="Historique des états">
      {entries.map((entry, index) => (
        <HistoryEntryItem
          key={`${index}:${entry.op_id ?? ''}`}
          entry={entry}
          pending={entry.op_id !== null && pending.has(entry.op_id)}
          currentUid={currentUid}
          ride={transport}
        />
      ))}
    </ol>
  );
}
