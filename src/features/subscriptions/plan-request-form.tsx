import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { TARIFICATION } from '@/domain/constants';
import { subscriptionPrice, tarificationKindFor } from '@/domain/pricing/subscription-price';
import {
  buildSubscriptionRequest,
  REQUESTABLE_PLANS,
  type RequestablePlan,
} from '@/domain/subscription/subscription-request';
import { newTransferReference } from '@/domain/subscription/transfer-reference';
import type { User } from '@/domain/user/user';
import { useDeviceOnline } from '@/ui/use-device-online';
import { useServices } from '@/services/services-context';
import { PLAN_LABELS } from '@/domain/subscription/plan-labels';
import { Alert } from '@/ui/alert';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { formatAmount } from '@/ui/format-money-date';

const UNIT_FIELD: Record<keyof typeof TARIFICATION, string> = {
  ambulance: 'Nombre d’ambulances',
  clinique: 'Nombre d’employés',
  vtc: 'Nombre de véhicules',
};

/** Choose a plan and a number of units, see the price live, and file the request for the admin. */
export function PlanRequestForm({ profile, onFiled }: { profile: User; onFiled(): void }) {
  const { subscriptionRequests, clock } = useServices();
  const online = useDeviceOnline();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<RequestablePlan>('pro');
  const [unitsText, setUnitsText] = useState('1');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kind = tarificationKindFor(profile.userType);
  if (!kind || !subscriptionRequests) return null;

  const units = unitsText.trim() === '' ? Number.NaN : Number(unitsText);
  const price = subscriptionPrice(profile.userType, units);
  const { base, perUnit } = TARIFICATION[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const built = buildSubscriptionRequest({
      applicant: profile,
      plan,
      units,
      transferReference: newTransferReference(Math.random),
      now: clock.now(),
    });
    if (!built.ok) {
      setFailure(built.error);
      return;
    }
    setBusy(true);
    try {
      const stored = await subscriptionRequests.create(built.request);
      onFiled();
      navigate(`${PATHS.paymentPage}?reference=${encodeURIComponent(stored.id)}`);
    } catch (error) {
      setFailure(
        `Votre demande n’a pas pu être envoyée : ${error instanceof Error ? error.message : 'erreur inconnue'}`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="card account-form"
      onSubmit={submit}
      aria-labelledby="plan-request-title"
      noValidate
    >
      <h2 id="plan-request-title">Choisir une formule</h2>
      <p className="account-muted">
        {formatAmount(base)} HT par mois, plus {formatAmount(perUnit)} HT par unité.
      </p>
      <SelectField
        label="Formule"
        value={plan}
        onChange={(event) => setPlan(event.target.value as RequestablePlan)}
        options={REQUESTABLE_PLANS.map((value) => ({ value, label: PLAN_LABELS[value] }))}
      />
      <TextField
        label={UNIT_FIELD[kind]}
        type="number"
        inputMode="numeric"
        min={0}
        max={TARIFICATION[kind].maxUnits}
        value={unitsText}
        onChange={(event) => setUnitsText(event.target.value)}
        error={price.ok ? undefined : price.error}
      />
      {price.ok && (
        <dl className="account-price" aria-live="polite" aria-label="Prix mensuel">
          <div>
            <dt>Prix mensuel HT</dt>
            <dd>{formatAmount(price.monthly.ht)}</dd>
          </div>
          <div>
            <dt>TVA (20 %)</dt>
            <dd>{formatAmount(price.monthly.vat)}</dd>
          </div>
          <div>
            <dt>Total TTC</dt>
            <dd>{formatAmount(price.monthly.ttc)}</dd>
          </div>
        </dl>
      )}
      {failure && (
        <Alert tone="danger">
          <p>{failure}</p>
        </Alert>
      )}
      {!online && (
        <Alert tone="warning">
          <p>
            Connexion requise : une demande d’abonnement est envoyée à l’administrateur en ligne.
          </p>
        </Alert>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || !online || !price.ok}
      >
        {busy ? 'Envoi…' : 'Envoyer la demande d’abonnement'}
      </button>
    </form>
  );
}
