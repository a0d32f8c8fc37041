import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatDateTime } from '@/domain/shared/timestamp';
import { DRIVER_STEPS } from '@/domain/transport/driver-steps';
import { onboardDistance } from '@/domain/transport/onboard-distance';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { FactList, type Fact } from '@/features/transports/shared/fact-list';
import { formatPosition } from '@/features/transports/shared/format-position';
import { prescriptionFacts } from '@/features/transports/shared/prescription-text';
import { TransportNotFound } from '@/features/transports/shared/transport-not-found';
import { NUMBER_PENDING_TEXT, serverNumber } from '@/features/transports/shared/transport-number';
import { addressText } from '@/features/transports/shared/transport-text';
import { useTransportDetail } from '@/features/transports/shared/use-transport-detail';
import { SignatureBlock } from './signature-block';
import { useRideSignature } from './use-ride-signature';
import './transport-voucher.css';

function Section({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <section className="voucher__section">
      <h2>{title}</h2>
      <FactList facts={facts} />
    </section>
  );
}

function stepFacts(transport: Transport): Fact[] {
  return DRIVER_STEPS.map(({ target }): Fact => {
    const label = TRANSPORT_STATUS_LABELS[target];
    const entry = transport.historique_etats
      .filter((item) => item.applied && item.etat === target)
      .at(-1);
    if (!entry) return [label, 'Non enregistrée'];
    const server = entry.server_timestamp === null ? '—' : formatDateTime(entry.server_timestamp);
    const where = entry.position ? formatPosition(entry.position) : 'sans position';
    return [label, `${formatDateTime(entry.timestamp)} (serveur : ${server}) — ${where}`];
  });
}

function Proof({ data, id }: { data: UserData; id: string }) {
  const detail = useTransportDetail(data, id);
  const signature = useRideSignature(data, id);
  if (detail === undefined) return <Spinner label="Ouverture des données…" />;
  const back =
    data.viewer.role === 'vtc'
      ? PATHS.vtcTransportsDone
      : `${PATHS.ambulanceTransports}?tab=termines`;
  if (detail === null) return <TransportNotFound backTo={back} backLabel="Retour aux terminés" />;
  const { transport } = detail;
  const km = onboardDistance(transport);
  const patient = transport.patient_info;
  const vehicle = transport.assigned_vehicle;
  return (
    <article className="print-page voucher">
      <div className="print-page__toolbar print-hide">
        <Link to={back}>Retour aux terminés</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <PageTitle>
        Preuve de service {serverNumber(transport) ?? `(${NUMBER_PENDING_TEXT.toLowerCase()})`}
      </PageTitle>
      <p>Éditée le {formatDateTime(data.clock.now())} (heure de Paris).</p>
      <Section
        title="Transport"
        facts={[
          ['Patient', `${patient.lastName} ${patient.firstName}`.trim() || '—'],
          ['Date prévue', formatDateTime(transport.date_transport)],
          ['Départ', addressText(transport.adresse_depart)],
          ['Arrivée', addressText(transport.adresse_arrivee)],
          ['Société', transport.provider_org_name ?? 'Non communiquée'],
          ['Chauffeur', transport.assigned_driver?.firstName ?? 'Non assigné'],
          ['Véhicule', vehicle ? `${vehicle.label} — ${vehicle.registration}` : 'Non assigné'],
        ]}
      />
      <Section
        title="Étapes (heure de l’appareil, heure du serveur, position)"
        facts={stepFacts(transport)}
      />
      <Section
        title="Distance patient à bord"
        facts={[
          [
            'Kilomètres',
            km === null
              ? 'Inconnus (ni positions ni adresses localisées)'
              : `${km.km.toLocaleString('fr-FR')} km${km.estimated ? ' (estimé)' : ' (mesuré sur les positions)'}`,
          ],
        ]}
      />
      <Section
        title="Prescription médicale de transport"
        facts={
          transport.prescription
            ? prescriptionFacts(transport.prescription)
            : [['Prescription', 'Sans prescription']]
        }
      />
      <section className="voucher__section">
        <h2>Signature</h2>
        <SignatureBlock signature={signature} />
      </section>
    </article>
  );
}

/** /dashboard/{ambulance,vtc}/transports/:id/preuve — a completed ride's proof of service, A4 (issue 23). */
export default function ProofOfServicePage() {
  const data = useOptionalUserData();
  const { id = '' } = useParams();
  return data ? <Proof data={data} id={id} /> : <Spinner label="Ouverture des données…" />;
}
