import type { ReactNode, Ref } from 'react';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { needsEscalation } from '@/domain/transport/escalation';
import type { Transport } from '@/domain/transport/transport.schema';
import { TransportSummary } from '@/features/transports/shared/transport-summary';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';
import { useStoredFirstScreen } from '@/services/first-screen/use-stored-first-screen';

interface TransportListProps {
  transports: readonly Transport[];
  /** Unsynced changes per transport id. */
  pending: Readonly<Record<string, number>>;
  now: EpochMillis;
  label: string;
  empty: ReactNode;
  /** The <ul>, for moving focus to the first row of a newly shown page. */
  listRef?: Ref<HTMLUListElement>;
}

/** The clinic's requests as cards, each flagged when unanswered too long or not yet synced. */
export function TransportList(props: TransportListProps) {
  const { transports, pending, now, label, empty, listRef } = props;
  // The list is the page's answer: the copy drawn at start gives way to it, and it is copied for the next start.
  useStoredFirstScreen(transports);
  if (transports.length === 0) return <div className="empty-state">{empty}</div>;
  return (
    <ul ref={listRef} className="transport-list" aria-label={label}>
      {transports.map((transport) => (
        <li key={transport.id}>
          <TransportSummary
            transport={transport}
            to={clinicTransportPath(transport.id)}
            pending={(pending[transport.id] ?? 0) > 0}
            escalated={needsEscalation(transport, now)}
          />
        </li>
      ))}
    </ul>
  );
}
