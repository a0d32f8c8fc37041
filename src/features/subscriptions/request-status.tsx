import {
  REQUEST_STATUS_LABELS,
  type SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import { formatAmount, formatDay } from '@/ui/format-money-date';

/** One request as its author follows it: status, price, reference, and the admin’s note once refused. */
export function RequestStatusItem({ request }: { request: SubscriptionRequest }) {
  const plan = typeof request.plan === 'string' ? request.plan : '—';
  const units = typeof request.units === 'number' ? request.units : 0;
  const ht = typeof request.monthlyHT === 'number' ? request.monthlyHT : null;
  return (
    <li className="account-request">
      <p className="account-request__head">
        <strong>Formule {plan}</strong>, {units} unité{units > 1 ? 's' : ''}
        {ht !== null && ` — ${formatAmount(ht)} HT par mois`}
        <span className={`account-badge account-badge--${request.status}`}>
          {REQUEST_STATUS_LABELS[request.status]}
        </span>
      </p>
      <p className="account-muted">
        Demandée le {formatDay(request.createdAt)} — référence de virement <code>{request.id}</code>
      </p>
      {request.status === 'rejected' && (
        <p>Note de l’administrateur : {request.adminNotes || 'aucune note.'}</p>
      )}
      {request.status === 'approved' && request.processedAt !== null && (
        <p>Approuvée le {formatDay(request.processedAt)}.</p>
      )}
    </li>
  );
}
