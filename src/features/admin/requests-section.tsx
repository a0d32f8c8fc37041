import { useState } from 'react';
import type { AdminPort } from '@/data/admin/admin-port';
import { formatEuros } from '@/domain/pricing/money';
import { formatDateTime } from '@/domain/shared/timestamp';
import type {
  RequestAction,
  SubscriptionRequest,
} from '@/domain/subscription/subscription-request';
import { TextAreaField } from '@/ui/text-area-field';
import { Outcome, outcomeOf } from './admin-widgets';

const ACTIONS: { action: RequestAction; label: string; tone: string }[] = [
  { action: 'approve', label: 'Approuver', tone: 'button--primary' },
  { action: 'trial', label: 'Accorder l’essai', tone: 'button--secondary' },
  { action: 'reject', label: 'Refuser', tone: 'button--danger' },
];

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '—';

function RequestItem({
  request,
  admin,
  onDone,
}: {
  request: SubscriptionRequest;
  admin: AdminPort;
  onDone(): void;
}) {
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = text(request.displayName) !== '—' ? text(request.displayName) : text(request.email);
  const process = async (action: RequestAction) => {
    setBusy(true);
    const result = await admin.processRequest(request.id, action, notes.trim());
    setBusy(false);
    setOutcome(outcomeOf(result));
    if (result.success) onDone();
  };
  return (
    <li className="admin-request" aria-label={`Demande de ${name}`}>
      <p>
        <strong>{name}</strong> — {text(request.email)} — {text(request.userType)}
        <br />
        Formule {text(request.plan)}, {text(request.units)} unité(s),{' '}
        {typeof request.monthlyTTC === 'number'
          ? `${formatEuros(request.monthlyTTC)} TTC / mois`
          : '—'}
        , référence {text(request.transferReference)}
        <br />
        <small>Reçue le {request.createdAt ? formatDateTime(request.createdAt) : '—'}</small>
      </p>
      <TextAreaField
        label={`Notes pour ${name}`}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        rows={2}
      />
      <div className="button-row">
        {ACTIONS.map(({ action, label, tone }) => (
          <button
            key={action}
            type="button"
            className={`button ${tone}`}
            disabled={busy}
            onClick={() => void process(action)}
          >
            {label}
          </button>
        ))}
      </div>
      <Outcome outcome={outcome} />
    </li>
  );
}

/** Pending requests, newest first (the port's order), processed one by one. */
export function RequestsSection({
  requests,
  admin,
  onDone,
}: {
  requests: SubscriptionRequest[];
  admin: AdminPort;
  onDone(): void;
}) {
  const pending = requests.filter((r) => r.status === 'pending');
  return (
    <section className="card admin-section" aria-labelledby="admin-requests">
      <h2 id="admin-requests">Demandes d’abonnement en attente ({pending.length})</h2>
      {pending.length === 0 ? (
        <p>Aucune demande en attente.</p>
      ) : (
        <ul className="admin-list">
          {pending.map((request) => (
            <RequestItem key={request.id} request={request} admin={admin} onDone={onDone} />
          ))}
        </ul>
      )}
    </section>
  );
}
