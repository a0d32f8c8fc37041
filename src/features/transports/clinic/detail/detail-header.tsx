import { isFallbackId, isFallbackPatientId } from '@/domain/ids/fallback-id';
import { formatDateTime } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { PageTitle } from '@/ui/page-title';
import { StatusBadge } from '@/features/transports/shared/status-badge';
import { transportNumber } from '@/features/transports/shared/use-transport-detail';

/**
 * Number, state, dates and the patient record it names; a provisional number says it will change once the server
 * numbers it.
 */
export function DetailHeader({ transport }: { transport: Transport }) {
  const number = transportNumber(transport);
  return (
    <div className="detail-header">
      <PageTitle>Demande {number}</PageTitle>
      <p className="detail-header__meta">
        <StatusBadge status={transport.etat} /> Créée le {formatDateTime(transport.created_at)}
      </p>
      {transport.patient_id && (
        <p className="detail-header__meta">
          Dossier patient : {transport.patient_id}
          {isFallbackPatientId(transport.patient_id) && ' (en attente de synchronisation)'}
        </p>
      )}
      {isFallbackId(number) && (
        <p className="field__hint">
          Numéro provisoire : le numéro définitif sera attribué à la synchronisation.
        </p>
      )}
    </div>
  );
}
