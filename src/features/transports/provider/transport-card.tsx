import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/domain/shared/timestamp';
import { formatAddress } from '@/domain/transport/address.schema';
import { MOBILITY_LABELS } from '@/domain/transport/mobility';
import { formatDistance } from '@/domain/transport/nearby';
import { isUrgentPriority } from '@/domain/transport/priority';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS, isWaiting } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { patientName } from '@/features/transports/driver/patient-name';
import { seriesPlace } from '@/domain/transport/ride-links';
import { legLabel } from '@/domain/transport/return-trip';
import { prescribedModeText } from '@/features/transports/shared/prescription-text';
import { AcceptButton } from './accept-button';
import { LinkedAccept } from './linked-accept';
import { PriorityBadge } from './priority-badge';
import type { ProviderSection } from './sections';

interface TransportCardProps {
  transport: Transport;
  section: ProviderSection;
  canAccept: boolean;
  pending: boolean;
  /** From the organisation's base to the pickup, km (« jobs near me first »); null or absent: not shown. */
  distanceKm?: number | null | undefined;
  /** The pickup could not be located (issue 22): « Adresse non localisée », never a silent blank. */
  unlocated?: boolean;
}

/** One ride in a list: when, what, who, how they move, from where to where. The whole card opens it. */
export function TransportCard(props: TransportCardProps) {
  const { transport, section, canAccept, pending, distanceKm = null, unlocated = false } = props;
  const titleId = useId();
  const urgent = isUrgentPriority(transport.priorite);
  const mobility = transport.informations_medicales.mobilite;
  const place = seriesPlace(transport);
  const prescribed = prescribedModeText(transport);
  return (
    <li className={`ride-card${urgent ? ' ride-card--urgent' : ''}`}>
      <p className="ride-card__top">
        <time dateTime={new Date(transport.date_transport).toISOString()}>
          {formatDateTime(transport.date_transport)}
        </time>
        <span>{TRANSPORT_TYPE_LABELS[transport.type_transport]}</span>
        <PriorityBadge priority={transport.priorite} />
        {distanceKm !== null && <span>À {formatDistance(distanceKm)} de votre base</span>}
        {unlocated && <span className="ride-card__unlocated">Adresse non localisée</span>}
      </p>
      <h3 id={titleId} className="ride-card__title">
        <Link to={section.detailPath(transport.id)} className="ride-card__link">
          {patientName(transport)}
        </Link>
      </h3>
      {(place !== null || transport.trip_leg !== null) && (
        <p className="ride-card__series">
          {[
            place,
            transport.trip_leg !== null &&
              transport.partner_id !== null &&
              legLabel({
                leg: transport.trip_leg,
                partner_id: transport.partner_id,
                sur_appel: transport.retour_sur_appel,
              }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      <p>Mobilité : {mobility ? MOBILITY_LABELS[mobility] : 'non renseignée'}</p>
      {prescribed && <p className="ride-card__prescribed">{prescribed}</p>}
      <p className="ride-card__route">
        {formatAddress(transport.adresse_depart) || 'Départ non renseigné'}
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> vers </span>
        {formatAddress(transport.adresse_arrivee) || 'arrivée non renseignée'}
      </p>
      {!isWaiting(transport.etat) && (
        <p className="ride-card__state">État : {TRANSPORT_STATUS_LABELS[transport.etat]}</p>
      )}
      {pending && <p className="badge badge--pending">En attente de synchronisation</p>}
      {canAccept && (
        <AcceptButton transportId={transport.id} describedBy={titleId} wording={section} />
      )}
      {canAccept && (transport.series_id !== null || transport.partner_id !== null) && (
        <LinkedAccept transport={transport} describedBy={titleId} />
      )}
    </li>
  );
}
