import { formatDateTime } from '@/domain/shared/timestamp';
import { PRIORITY_LABELS, isUrgentPriority } from '@/domain/transport/priority';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_STATUS_LABELS } from '@/domain/transport/transport-status';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { PageTitle } from '@/ui/page-title';
import { patientName } from './patient-name';

/** Who, when and where the ride stands, readable in one glance. */
export function DriverHeader({ transport }: { transport: Transport }) {
  const urgent = isUrgentPriority(transport.priorite);
  return (
    <header className="driver__header">
      <p className="driver__state">
        <span className="visually-hidden">État : </span>
        {TRANSPORT_STATUS_LABELS[transport.etat]}
      </p>
      <PageTitle>{patientName(transport)}</PageTitle>
      <p className="driver__when">
        {formatDateTime(transport.date_transport)} ·{' '}
        {TRANSPORT_TYPE_LABELS[transport.type_transport]}
        {urgent && (
          <>
            {' · '}
            <strong className={`ride-priority ride-priority--${transport.priorite}`}>
              {PRIORITY_LABELS[transport.priorite]}
            </strong>
          </>
        )}
      </p>
    </header>
  );
}
