import { Link } from 'react-router-dom';
import { formatDateTime } from '@/domain/shared/timestamp';
import { formatAddress } from '@/domain/transport/address.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { patientRidePath } from '@/features/transports/shared/transport-paths';
import { PATIENT_STATUS_TEXT } from './patient-status-text';

/**
 * One transport as the patient needs it: when, how, from where to where, and what is happening now. The date
 * opens the ride's page.
 */
export function PatientRide({ transport }: { transport: Transport }) {
  return (
    <li className="card patient-ride">
      <p className="patient-ride__when">
        <Link to={patientRidePath(transport.id)} className="patient-ride__link">
          {formatDateTime(transport.date_transport)}
        </Link>
      </p>
      <p className="patient-ride__status">{PATIENT_STATUS_TEXT[transport.etat]}</p>
      <p>
        {TRANSPORT_TYPE_LABELS[transport.type_transport]} — de{' '}
        {formatAddress(transport.adresse_depart)} à {formatAddress(transport.adresse_arrivee)}
      </p>
    </li>
  );
}
