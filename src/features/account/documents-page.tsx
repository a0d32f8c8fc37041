import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useLive } from '@/data/local/live';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatAddress } from '@/domain/transport/address.schema';
import { formatDateTime } from '@/domain/shared/timestamp';
import { tarificationKindFor } from '@/domain/pricing/subscription-price';
import type { Transport } from '@/domain/transport/transport.schema';
import { useAuth } from '@/services/session/session-context';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import '@/ui/styles/account.css';

const NONE: Transport[] = [];
const CLINIC_PRINT = (id: string) =>
  `${PATHS.cliniqueTransports}/${encodeURIComponent(id)}/impression`;
const CLINIC_DETAIL = (id: string) => `${PATHS.cliniqueTransports}/${encodeURIComponent(id)}`;
export const attestationPath = (id: string) =>
  `${PATHS.documents}/attestation/${encodeURIComponent(id)}`;

function when(transport: Transport) {
  return transport.date_transport === null
    ? 'date inconnue'
    : formatDateTime(transport.date_transport);
}

/**
 * /dashboard/documents, /documents (and /mes-documents): what the product produces for this account, read from
 * the device so it works offline — proof-of-service records of a clinic’s completed rides (CSV and printable), a
 * patient’s « attestation de transport » per completed ride, and the subscriber’s invoices.
 */
export default function DocumentsPage() {
  const { profile } = useAuth();
  const data = useOptionalUserData();
  const role = profile?.userType;
  const done = useLive(
    async () => {
      if (!data) return NONE;
      const list =
        role === 'patient'
          ? await data.queries.listForPatient(data.viewer)
          : role === 'clinique' || role === 'admin'
            ? await data.queries.listClinic(data.viewer, 'terminees')
            : NONE;
      return list.filter((transport) => transport.etat === 'completed');
    },
    [data, role],
    NONE,
  );
  if (!profile) return <Spinner label="Chargement de vos documents…" />;
  const subscriber = tarificationKindFor(role) !== null;
  const title = role === 'patient' ? 'Mes documents' : 'Documents';
  return (
    <div className="account-page">
      <PageTitle>{title}</PageTitle>
      <p className="account-muted">Documents disponibles sur cet appareil, même hors ligne.</p>
      {role === 'patient' && (
        <section className="card" aria-labelledby="attestations-title">
          <h2 id="attestations-title">Attestations de transport</h2>
          {done.length === 0 ? (
            <p>
              Aucun transport terminé : une attestation est disponible après chaque trajet effectué.
            </p>
          ) : (
            <ul className="account-list">
              {done.map((transport) => (
                <li key={transport.id}>
                  Trajet du {when(transport)} — {formatAddress(transport.adresse_depart)} →{' '}
                  {formatAddress(transport.adresse_arrivee)}{' '}
                  <Link to={attestationPath(transport.id)}>Attestation de transport</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {(role === 'clinique' || role === 'admin') && (
        <section className="card" aria-labelledby="proofs-title">
          <h2 id="proofs-title">Justificatifs des transports terminés</h2>
          {done.length === 0 ? (
            <p>Aucun transport terminé pour le moment.</p>
          ) : (
            <ul className="account-list">
              {done.map((transport) => (
                <li key={transport.id}>
                  {transport.transport_id ?? transport.id} — {when(transport)}{' '}
                  <Link to={CLINIC_PRINT(transport.id)}>Version imprimable</Link> ·{' '}
                  <Link to={CLINIC_DETAIL(transport.id)}>Export CSV depuis la fiche</Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {(role === 'ambulance' || role === 'vtc') && (
        <section className="card" aria-labelledby="rides-title">
          <h2 id="rides-title">Courses effectuées</h2>
          <p>
            L’historique de chaque course terminée se consulte depuis vos listes de transports
            terminés.
          </p>
          <p>
            <Link
              to={
                role === 'vtc'
                  ? PATHS.vtcTransportsDone
                  : `${PATHS.ambulanceTransports}?tab=termines`
              }
            >
              Voir les transports terminés
            </Link>
          </p>
        </section>
      )}
      {subscriber && (
        <section className="card" aria-labelledby="invoices-title">
          <h2 id="invoices-title">Factures</h2>
          <p>Les factures mensuelles de votre abonnement, imprimables.</p>
          <p>
            <Link to={PATHS.dashboardBilling}>Voir mes factures</Link>
          </p>
        </section>
      )}
    </div>
  );
}
