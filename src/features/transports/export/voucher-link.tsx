import { Link } from 'react-router-dom';
import type { UserData } from '@/data/local/user-data';
import type { Transport } from '@/domain/transport/transport.schema';
import { mayReadIdentity } from '@/domain/transport/transport-privacy';
import { companyTransportVoucherPath } from '@/features/transports/shared/transport-paths';

/**
 * Issue 22, session 9: the company that accepted the ride prints its bon de transport from the ride's screen (the
 * clinic has it among its exports). A company still deciding sees no link: the bon names the patient.
 */
export function CompanyVoucherLink({ data, transport }: { data: UserData; transport: Transport }) {
  const role = data.viewer.role;
  if (role !== 'ambulance' && role !== 'vtc') return null;
  if (!mayReadIdentity(transport, data.viewer)) return null;
  return (
    <p className="print-hide">
      <Link
        to={companyTransportVoucherPath(role, transport.id)}
        className="button button--secondary"
      >
        Bon de transport (A4)
      </Link>
    </p>
  );
}
