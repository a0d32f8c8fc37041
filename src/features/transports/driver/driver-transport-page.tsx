import { Link, useParams } from 'react-router-dom';
import { useLive } from '@/data/local/live';
import type { TransportDetail } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';
import { useOptionalUserData } from '@/data/local/user-data-context';
import { Alert } from '@/ui/alert';
import { Spinner } from '@/ui/spinner';
import { REASSIGNED_AWAY_NOTICE } from '@/domain/transport/reassigned-away';
import { MessageThread } from '@/features/transports/messages/message-thread';
import { AssignPanel } from './assign-panel';
import { AwardAnswer } from './award-answer';
import { DriverActions } from './driver-actions';
import { DriverHeader } from './driver-header';
import { useDriverWording, type DriverWording } from './driver-wording';
import { FailedUpdates } from './failed-updates';
import { MedicalEssentials } from './medical-essentials';
import { OfflineHint } from './offline-hint';
import { RefusalBanner } from './refusal-banner';
import { RideHistory } from './ride-history';
import { SignaturePanel } from './signature-panel';
import { TripSummary } from './trip-summary';
import { PrescriptionPanel } from '@/features/transports/shared/prescription-panel';
import { CompanyVoucherLink } from '@/features/transports/export/voucher-link';

function DriverView({
  data,
  detail,
  wording,
}: {
  data: UserData;
  detail: TransportDetail;
  wording: DriverWording;
}) {
  const { transport } = detail;
  return (
    <div className="driver">
      <Link to={wording.backTo} className="driver__back">
        ← {wording.backLabel}
      </Link>
      <DriverHeader transport={transport} />
      <OfflineHint />
      <RefusalBanner data={data} detail={detail} />
      <FailedUpdates data={data} failed={detail.failed} />
      <TripSummary transport={transport} />
      <PrescriptionPanel data={data} transport={transport} />
      <CompanyVoucherLink data={data} transport={transport} />
      <MedicalEssentials transport={transport} />
      <AssignPanel data={data} transport={transport} />
      <SignaturePanel data={data} transport={transport} />
      <AwardAnswer data={data} transport={transport} />
      <DriverActions data={data} transport={transport} wording={wording}>
        <RideHistory history={transport.historique_etats} pendingOpIds={detail.pendingOpIds} />
      </DriverActions>
      <MessageThread data={data} transport={transport} />
    </div>
  );
}

const REASSIGNED = 'reassigned';

function DriverScreen({ data, id }: { data: UserData; id: string }) {
  const wording = useDriverWording();
  // Issue 13: a ride reassigned to a colleague left this device; say so rather than « introuvable ». The
  // device's memory of it is read only once the ride is missing.
  const detail = useLive(
    async () =>
      (await data.queries.getTransport(id)) ??
      ((await data.queries.wasReassignedAway(id)) ? REASSIGNED : null),
    [data, id],
    undefined,
  );
  if (detail === undefined) return <Spinner label="Chargement du transport…" />;
  if (detail === null || detail === REASSIGNED) {
    const reassigned = detail === REASSIGNED;
    return (
      <div className="driver">
        <h1>{reassigned ? 'Course réassignée' : 'Transport introuvable'}</h1>
        {reassigned ? (
          <Alert tone="info">
            <p>{REASSIGNED_AWAY_NOTICE}</p>
          </Alert>
        ) : (
          <p>{wording.notFound}</p>
        )}
        <Link to={wording.backTo} className="button button--primary button--large">
          {wording.backLabel}
        </Link>
      </div>
    );
  }
  return <DriverView data={data} detail={detail} wording={wording} />;
}

/**
 * /dashboard/ambulance/transports/:id and /dashboard/vtc/transports/:id — the driver's phone screen for one ride.
 * Everything here reads and writes the device store only, so it works the same with or without network.
 */
export default function DriverTransportPage() {
  const data = useOptionalUserData();
  const { id = '' } = useParams();
  if (!data) return <Spinner label="Ouverture des données de l’appareil…" />;
  // Keyed by id: moving to another ride never shows the previous one's state or buttons, even for a frame.
  return <DriverScreen key={id} data={data} id={id} />;
}
