import { isFallbackPatientId } from '@/domain/ids/fallback-id';
import { formatDateTime } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { PageTitle } from '@/ui/page-title';
import { StatusBadge } from '@/features/transports/shared/status-badge';
import { NUMBER_PENDING_TEXT, serverNumber } from '@/features/transports/shared/transport-number';

/**
 * Number, state, dates and the patient record it names. Until the server numbers the request, the title says so
 * rather than showing the device's provisional id, which would change under the reader's eyes.
 */
export function DetailHeader({ transport }: { transport: Transport }) {
  const number = serverNumber(transport);
  return (
    <div className="detail-header">
      <PageTitle>{number === null ? 'Demande de transport' : `Demande ${number}`}</PageTitle>
      <p className="detail-header__meta">
        <StatusBadge status={transport.etat} /> Créée le {formatDateTime(transport.created_at)}
      </p>
      {number === null && <p className="detail-header__meta">{NUMBER_PENDING_TEXT}</p>}
      {transport.patient_id && (
        <p className="detail-header__meta">
          Dossier patient : {transport.patient_id}
          {isFallbackPatientId(transport.patient_id) && ' (en attente de synchronisation)'}
        </p>
      )}
    </div>
  );
}
