import type { ReactNode } from 'react';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { needsEscalation } from '@/domain/transport/escalation';
import type { Transport } from '@/domain/transport/transport.schema';
import { TransportSummary } from '@/features/transports/shared/transport-summary';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';

interface TransportListProps {
  transports: readonly Transport[];
  /** Unsynced changes per transport id. */
  pending: Readonly<Record<string, number>>;
  now: EpochMillis;
  label: string;
  empty: ReactNode;
}

/** The clinic's requests as cards, each flagged when unanswered too long or not yet synced. */
export function TransportList({ transports, pending, now, label, empty }: TransportListProps) {
  if (transports.length === 0) return <div className="empty-state">{empty}</div>;
  return (
    <ul className="transport-list" aria-label={label}>
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
