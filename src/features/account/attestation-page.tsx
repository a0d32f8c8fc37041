import { Link, useParams } from 'react-router-dom';
import { COMPANY } from '@/config/company';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatDateTime } from '@/domain/shared/timestamp';
import { formatAddress } from '@/domain/transport/address.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { useAuth } from '@/services/session/session-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import '@/ui/styles/account.css';

/** /documents/attestation/:id: a patient’s printable certificate that a completed ride took place. */
export default function AttestationPage() {
  const { id = '' } = useParams();
  const { profile } = useAuth();
  const data = useOptionalUserData();
  const ride = useLive<Transport | null | undefined>(
    async () => {
      if (!data) return undefined;
      const rides = await data.queries.listForPatient(data.viewer);
      return (
        rides.find((candidate) => candidate.id === id && candidate.etat === 'completed') ?? null
      );
    },
    [data, id],
    undefined,
  );
  if (!profile || ride === undefined) return <Spinner label="Chargement de l’attestation…" />;
  if (ride === null) {
    return (
      <div className="account-page">
        <PageTitle>Attestation introuvable</PageTitle>
        <p>Ce trajet n’est pas terminé ou n’est pas enregistré sur cet appareil.</p>
        <Link to={PATHS.documents}>Retour à mes documents</Link>
      </div>
    );
  }
  return (
    <article className="print-page invoice">
      <div className="print-page__toolbar print-hide">
        <Link to={PATHS.documents}>Retour à mes documents</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <PageTitle>Attestation de transport</PageTitle>
      <p>
        {COMPANY.name.value} atteste que le transport suivant a été effectué pour{' '}
        <strong>{profile.displayName || profile.email}</strong>.
      </p>
      <dl className="account-facts">
        <div>
          <dt>Numéro</dt>
          <dd>{ride.transport_id ?? ride.id}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{ride.date_transport === null ? '—' : formatDateTime(ride.date_transport)}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{TRANSPORT_TYPE_LABELS[ride.type_transport]}</dd>
        </div>
        <div>
          <dt>Départ</dt>
          <dd>{formatAddress(ride.adresse_depart)}</dd>
        </div>
        <div>
          <dt>Arrivée</dt>
          <dd>{formatAddress(ride.adresse_arrivee)}</dd>
        </div>
      </dl>
      <p className="invoice__legal">
        Document édité le {formatDateTime(data!.clock.now())} (heure de Paris) à partir des données
        enregistrées sur cet appareil. Il ne remplace pas la facture du transporteur ni la
        prescription médicale de transport.
      </p>
    </article>
  );
}
