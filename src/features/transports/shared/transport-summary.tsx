import { seriesPlace } from '@/domain/transport/ride-links';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/domain/shared/timestamp';
import { PRIORITY_LABELS } from '@/domain/transport/priority';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { EscalationFlag } from './escalation-flag';
import { PendingBadge } from './pending-badge';
import { StatusBadge } from './status-badge';
import { addressText, isoOf, patientName } from './transport-text';

interface TransportSummaryProps {
  transport: Transport;
  /** The detail page of this transport for the current role. */
  to: string;
  /** Unsynced changes on this device. */
  pending?: boolean;
  escalated?: boolean;
  headingLevel?: 2 | 3 | 4;
}

/** One request in a list: when, what, for whom, from where to where, and its state. */
export function TransportSummary(props: TransportSummaryProps) {
  const { transport, to, pending = false, escalated = false, headingLevel = 3 } = props;
  const Heading = `h${headingLevel}` as const;
  const urgent = transport.priorite !== 'normale';
  return (
    <article className={`card transport-summary${urgent ? ' transport-summary--urgent' : ''}`}>
      <div className="transport-summary__top">
        <Heading className="transport-summary__title">
          <Link to={to}>{patientName(transport.patient_info)}</Link>
        </Heading>
        <StatusBadge status={transport.etat} />
      </div>
      <p className="transport-summary__meta">
        <time dateTime={isoOf(transport.date_transport)}>
          {formatDateTime(transport.date_transport)}
        </time>
        {' · '}
        {TRANSPORT_TYPE_LABELS[transport.type_transport]}
        {' · '}
        <span className={urgent ? 'priority priority--urgent' : 'priority'}>
          Priorité {PRIORITY_LABELS[transport.priorite].toLowerCase()}
        </span>
      </p>
      <p className="transport-summary__route">
        {addressText(transport.adresse_depart)}
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> vers </span>
        {addressText(transport.adresse_arrivee)}
      </p>
      {seriesPlace(transport) !== null && (
        <p className="transport-summary__meta">
          {seriesPlace(transport)}
          {transport.trip_leg === 'retour'
            ? ' · retour'
            : transport.trip_leg === 'aller'
              ? ' · aller'
              : ''}
        </p>
      )}
      {escalated && <EscalationFlag />}
      {pending && <PendingBadge />}
    </article>
  );
}
