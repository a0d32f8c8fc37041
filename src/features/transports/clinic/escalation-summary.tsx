import { Link } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { ESCALATION_MESSAGE } from '@/domain/transport/escalation';
import { Alert } from '@/ui/alert';

/** One line at the top of the dashboard when requests wait too long, so nobody has to scan the list. */
export function EscalationSummary({ count }: { count: number }) {
  if (count === 0) return null;
  const requests = count > 1 ? `${count} demandes en attente` : '1 demande en attente';
  return (
    <Alert tone="warning">
      <p>
        {requests} : {ESCALATION_MESSAGE.toLowerCase()}.{' '}
        <Link to={`${PATHS.cliniqueTransports}?liste=en-attente`}>
          Voir les demandes en attente
        </Link>
      </p>
    </Alert>
  );
}
