import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatDateTime } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { mayReadIdentity } from '@/domain/transport/transport-privacy';
import type { Viewer } from '@/domain/transport/visibility';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { voucherTimes } from '@/domain/transport/voucher';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { FactList, textOrDash, type Fact } from '@/features/transports/shared/fact-list';
import {
  prescribedModeText,
  prescriptionFacts,
} from '@/features/transports/shared/prescription-text';
import { TransportNotFound } from '@/features/transports/shared/transport-not-found';
import {
  clinicTransportPath,
  companyTransportPath,
} from '@/features/transports/shared/transport-paths';
import { NUMBER_PENDING_TEXT, serverNumber } from '@/features/transports/shared/transport-number';
import { addressText, birthDateText } from '@/features/transports/shared/transport-text';
import { useTransportDetail } from '@/features/transports/shared/use-transport-detail';
import './transport-voucher.css';

function Section({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <section className="voucher__section">
      <h2>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}

function VoucherBody({ transport }: { transport: Transport }) {
  const { patient_info: patient } = transport;
  const vehicle = transport.assigned_vehicle;
  const prescription = transport.prescription ?? null;
  const mode = prescribedModeText(transport);
  return (
    <>
      <Section
        title="Patient"
        facts={[
          ['Nom', textOrDash(`${patient.lastName} ${patient.firstName}`.trim())],
          ['Date de naissance', textOrDash(birthDateText(patient.birthDate))],
          ['Téléphone', textOrDash(patient.phone)],
        ]}
      />
      <Section
        title="Prescription médicale de transport"
        facts={
          mode === null
            ? [['Prescription', 'Sans prescription']]
            : [
                ['Mode prescrit', mode.replace('Mode prescrit : ', '')],
                ...(prescription ? prescriptionFacts(prescription) : []),
              ]
        }
      />
      <Section
        title="Trajet"
        facts={[
          ['Date prévue', formatDateTime(transport.date_transport)],
          ['Véhicule demandé', TRANSPORT_TYPE_LABELS[transport.type_transport]],
          ['Départ', addressText(transport.adresse_depart)],
          ['Arrivée', addressText(transport.adresse_arrivee)],
        ]}
      />
      <Section
        title="Horaires (heure de Paris)"
        facts={voucherTimes(transport.historique_etats).map(({ label, at }): Fact => [
          label,
          at === null ? '—' : formatDateTime(at),
        ])}
      />
      <Section
        title="Transporteur"
        facts={[
          [
            'Établissement demandeur',
            textOrDash(transport.requester_org_name ?? '', 'Non communiqué'),
          ],
          ['Société', textOrDash(transport.provider_org_name ?? '', 'Non communiquée')],
          ['Téléphone', textOrDash(transport.provider_org_phone ?? '', 'Non communiqué')],
          ['Chauffeur', textOrDash(transport.assigned_driver?.firstName ?? '', 'Non assigné')],
          [
            'Véhicule',
            vehicle ? `${vehicle.label} — immatriculation ${vehicle.registration}` : 'Non assigné',
          ],
        ]}
      />
      <div className="voucher__signatures">
        <p>Signature du patient</p>
        <p>Signature et cachet du transporteur</p>
      </div>
    </>
  );
}

/** Where the page leads back: the clinic's request, or the company's ride (session 9: the company prints it too). */
function wayBack(viewer: Viewer, id: string) {
  const role = viewer.role;
  if (role === 'ambulance' || role === 'vtc') {
    return {
      list: role === 'vtc' ? PATHS.vtcTransports : PATHS.ambulanceTransports,
      listLabel: role === 'vtc' ? 'Retour aux courses' : 'Retour aux transports',
      ride: companyTransportPath(role, id),
      rideLabel: role === 'vtc' ? 'Retour à la course' : 'Retour au transport',
    };
  }
  return {
    list: PATHS.cliniqueTransports,
    listLabel: 'Retour aux demandes',
    ride: clinicTransportPath(id),
    rideLabel: 'Retour à la demande',
  };
}

function Voucher({ data, id }: { data: UserData; id: string }) {
  const detail = useTransportDetail(data, id);
  const back = wayBack(data.viewer, id);
  if (detail === undefined) return <LoadingVoucher />;
  if (detail === null) return <TransportNotFound backTo={back.list} backLabel={back.listLabel} />;
  const { transport } = detail;
  // The bon names the patient and the prescription: the clinic and the company that accepted the ride only.
  if (!mayReadIdentity(transport, data.viewer)) {
    return (
      <div className="print-page">
        <PageTitle>Bon de transport</PageTitle>
        <Alert tone="info">
          <p>Le bon de transport est réservé à la société qui a accepté le transport.</p>
        </Alert>
        <Link to={back.ride}>{back.rideLabel}</Link>
      </div>
    );
  }
  return (
    <article className="print-page voucher">
      <div className="print-page__toolbar print-hide">
        <Link to={back.ride}>{back.rideLabel}</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <PageTitle>
        Bon de transport {serverNumber(transport) ?? `(${NUMBER_PENDING_TEXT.toLowerCase()})`}
      </PageTitle>
      <p>Édité le {formatDateTime(data.clock.now())} (heure de Paris).</p>
      <VoucherBody transport={transport} />
    </article>
  );
}

function LoadingVoucher() {
  return (
    <div className="print-page">
      <PageTitle>Bon de transport</PageTitle>
      <Spinner label="Ouverture des données…" />
    </div>
  );
}

/**
 * /dashboard/clinique/transports/:id/bon and /dashboard/{ambulance,vtc}/transports/:id/bon: the bon de transport of
 * a ride, on one A4 page (issue 22), for the clinic and the company that accepted the ride.
 */
export default function TransportVoucherPage() {
  const data = useOptionalUserData();
  const { id = '' } = useParams();
  return data ? <Voucher data={data} id={id} /> : <LoadingVoucher />;
}
