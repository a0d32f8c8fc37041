import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import type { TransportDetail } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { needsEscalation } from '@/domain/transport/escalation';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { ExportActions } from '@/features/transports/export/export-actions';
import { EscalationFlag } from '@/features/transports/shared/escalation-flag';
import { TransportFacts } from '@/features/transports/shared/transport-facts';
import { PrescriptionPanel } from '@/features/transports/shared/prescription-panel';
import { TransportHistory } from '@/features/transports/shared/transport-history';
import { useNow } from '@/features/transports/shared/use-now';
import { useTransportDetail } from '@/features/transports/shared/use-transport-detail';
import { MessageThread } from '@/features/transports/messages/message-thread';
import { AdminCorrection } from './detail/admin-correction';
import { ArrivalSignature } from './detail/arrival-signature';
import { AwardJournal } from './detail/award-journal';
import { CancelRequest } from './detail/cancel-request';
import { DetailHeader } from './detail/detail-header';
import { EditRequest } from './detail/edit-request';
import { MissingTransport } from './detail/missing-transport';
import { ModificationsList } from './detail/modifications-list';
import { PrescriptionCorrection } from './detail/prescription-correction';
import { RequestWarnings } from './detail/request-warnings';
import { RideLinksBanner } from './detail/ride-links-banner';
import { SyncProblems } from './detail/sync-problems';

function DetailContent({ data, detail }: { data: UserData; detail: TransportDetail }) {
  const { transport, pendingOpIds } = detail;
  const now = useNow(data.clock);
  // The request as the form opened it: edits are computed against what the user saw.
  const [editing, setEditing] = useState<Transport | null>(null);
  return (
    <div className="transport-page">
      <Link to={PATHS.cliniqueTransports} className="back-link">
        Retour aux demandes
      </Link>
      <DetailHeader transport={transport} />
      <RideLinksBanner transport={transport} />
      <SyncProblems data={data} detail={detail} />
      {needsEscalation(transport, now) && <EscalationFlag />}
      <RequestWarnings transport={transport} />
      <div className="button-row">
        {isWaiting(transport.etat) && editing === null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing(transport)}
          >
            Modifier
          </button>
        )}
        <CancelRequest data={data} transport={transport} now={now} />
      </div>
      {editing ? (
        <EditRequest
          data={data}
          before={editing}
          current={transport}
          onClose={() => setEditing(null)}
        />
      ) : (
        <TransportFacts transport={transport} />
      )}
      <PrescriptionPanel data={data} transport={transport} />
      <PrescriptionCorrection data={data} transport={transport} />
      <ArrivalSignature data={data} transport={transport} />
      <section className="facts-section" aria-labelledby="history-title">
        <h2 id="history-title">Historique</h2>
        <TransportHistory
          transport={transport}
          pendingOpIds={pendingOpIds}
          currentUid={data.viewer.uid}
        />
        <ExportActions transport={transport} />
      </section>
      <AdminCorrection data={data} transport={transport} />
      <AwardJournal data={data} transport={transport} />
      <ModificationsList transport={transport} pendingOpIds={pendingOpIds} />
      <MessageThread data={data} transport={transport} />
    </div>
  );
}

function DetailLoader({ data, id }: { data: UserData; id: string }) {
  const detail = useTransportDetail(data, id);
  if (detail === undefined) return <LoadingDetail />;
  if (detail === null) return <MissingTransport data={data} id={id} />;
  return <DetailContent data={data} detail={detail} />;
}

function LoadingDetail() {
  return (
    <div className="transport-page">
      <PageTitle>Demande de transport</PageTitle>
      <Spinner label="Ouverture des données…" />
    </div>
  );
}

/** /dashboard/clinique/transports/:id — :id is the document id (stable across the first sync). */
export default function TransportDetailPage() {
  const data = useOptionalUserData();
  const { id = '' } = useParams();
  return data ? <DetailLoader data={data} id={id} /> : <LoadingDetail />;
}
