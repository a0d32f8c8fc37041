import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatDateTime } from '@/domain/shared/timestamp';
import { formatAddress } from '@/domain/transport/address.schema';
import { telHref } from '@/domain/transport/directions';
import { driverFirstName } from '@/domain/transport/ride-driver';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { useTransportDetail } from '@/features/transports/shared/use-transport-detail';
import { PATIENT_STATUS_TEXT } from './patient-status-text';
import { useLargeText } from './use-large-text';

const BACK = (
  <Link to={PATHS.myTransports} className="back-link">
    ← Mes transports
  </Link>
);

/**
 * Who is coming, as far as the ride tells: the company that accepted (its name and phone, copied onto the ride by
 * the server), the driver — the one assigned, else the author of the first tap on the road — and the vehicle once
 * assigned. What is not known is not shown.
 */
function WhoIsComing({ transport }: { transport: Transport }) {
  if (isWaiting(transport.etat)) return <p>Nous cherchons un transporteur pour ce trajet.</p>;
  const company = transport.provider_org_name ?? null;
  const phone = transport.provider_org_phone ?? null;
  const call = phone ? telHref(phone) : null;
  const driver = transport.assigned_driver?.firstName ?? driverFirstName(transport);
  const vehicle = transport.assigned_vehicle;
  return (
    <>
      <dl className="patient-ride-page__facts">
        {company && (
          <>
            <dt>Transporteur</dt>
            <dd>{company}</dd>
          </>
        )}
        {phone && (
          <>
            <dt>Téléphone</dt>
            <dd>{call ? <a href={call}>{phone}</a> : phone}</dd>
          </>
        )}
        {driver && (
          <>
            <dt>Votre chauffeur</dt>
            <dd>{driver}</dd>
          </>
        )}
        {vehicle && (
          <>
            <dt>Véhicule</dt>
            <dd>{`${vehicle.label} (${vehicle.registration})`}</dd>
          </>
        )}
      </dl>
      {!driver && (
        <p>
          Un transporteur a accepté votre trajet. Le prénom de votre chauffeur s’affichera ici dès
          qu’il sera connu.
        </p>
      )}
    </>
  );
}

/** A ride that will not happen (cancelled, refused, expired) has nobody coming. */
const hasSomeoneComing = (transport: Transport) =>
  !['cancelled', 'rejected', 'expired'].includes(transport.etat);

function RideDetail({ transport }: { transport: Transport }) {
  return (
    <>
      <p className="patient-ride__status" role="status">
        {PATIENT_STATUS_TEXT[transport.etat]}
      </p>
      <dl className="patient-ride-page__facts">
        <dt>Date et heure</dt>
        <dd>{formatDateTime(transport.date_transport)}</dd>
        <dt>Véhicule demandé</dt>
        <dd>{TRANSPORT_TYPE_LABELS[transport.type_transport]}</dd>
        <dt>Départ</dt>
        <dd>{formatAddress(transport.adresse_depart) || 'Non renseigné'}</dd>
        <dt>Arrivée</dt>
        <dd>{formatAddress(transport.adresse_arrivee) || 'Non renseignée'}</dd>
      </dl>
      {hasSomeoneComing(transport) && (
        <section aria-labelledby="who-title">
          <h2 id="who-title">Qui vient vous chercher</h2>
          <WhoIsComing transport={transport} />
        </section>
      )}
    </>
  );
}

function RideLoader({ data, id }: { data: UserData; id: string }) {
  const detail = useTransportDetail(data, id);
  if (detail === undefined) return <Spinner label="Chargement du transport…" />;
  if (detail === null) {
    return <p>Ce transport n’est pas sur cet appareil. Il a peut-être été supprimé.</p>;
  }
  return <RideDetail transport={detail.transport} />;
}

/** /transports/:id — one of the patient's rides, read from the device (works offline). */
export default function PatientRidePage() {
  const data = useOptionalUserData();
  const { id = '' } = useParams();
  const [large] = useLargeText();
  return (
    <div className={`patient-space${large ? ' patient-space--large' : ''}`}>
      {BACK}
      <PageTitle>Mon transport</PageTitle>
      {data ? (
        <RideLoader data={data} id={id} />
      ) : (
        <Spinner label="Chargement de vos transports…" />
      )}
    </div>
  );
}
