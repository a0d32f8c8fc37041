import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { formatDateTime } from '@/domain/shared/timestamp';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { StatusBadge } from '@/features/transports/shared/status-badge';
import { TransportFacts } from '@/features/transports/shared/transport-facts';
import { TransportHistory } from '@/features/transports/shared/transport-history';
import { TransportNotFound } from '@/features/transports/shared/transport-not-found';
import { clinicTransportPath } from '@/features/transports/shared/transport-paths';
import { NUMBER_PENDING_TEXT, serverNumber } from '@/features/transports/shared/transport-number';
import { useTransportDetail } from '@/features/transports/shared/use-transport-detail';

function PrintableHistory({ data, id }: { data: UserData; id: string }) {
  const detail = useTransportDetail(data, id);
  if (detail === undefined) return <LoadingPrint />;
  if (detail === null) {
    return <TransportNotFound backTo={PATHS.cliniqueTransports} backLabel="Retour aux demandes" />;
  }
  const { transport, pendingOpIds } = detail;
  return (
    <article className="print-page">
      <div className="print-page__toolbar print-hide">
        <Link to={clinicTransportPath(id)}>Retour à la demande</Link>
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Imprimer
        </button>
      </div>
      <PageTitle>
        Historique du transport{' '}
        {serverNumber(transport) ?? `(${NUMBER_PENDING_TEXT.toLowerCase()})`}
      </PageTitle>
      <p>
        Document édité le {formatDateTime(data.clock.now())} (heure de Paris). État actuel :{' '}
        <StatusBadge status={transport.etat} />
      </p>
      <TransportFacts transport={transport} />
      <section className="facts-section">
        <h2>Historique des états</h2>
        {/* No « vous » on paper: whoever reads the printed record needs every author's name. */}
        <TransportHistory transport={transport} pendingOpIds={pendingOpIds} />
      </section>
    </article>
  );
}

function LoadingPrint() {
  return (
    <div className="print-page">
      <PageTitle>Historique du transport</PageTitle>
      <Spinner label="Ouverture des données…" />
    </div>
  );
}

/** /dashboard/clinique/transports/:id/impression: the history laid out for paper (see @media print). */
export default function HistoryPrintPage() {
  const data = useOptionalUserData();
  const { id = '' } = useParams();
  return data ? <PrintableHistory data={data} id={id} /> : <LoadingPrint />;
}
