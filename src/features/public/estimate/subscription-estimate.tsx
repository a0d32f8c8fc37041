import { useId, useState } from 'react';
import { TARIFICATION } from '@/domain/constants';
import { formatEuros } from '@/domain/pricing/money';
import {
  computeTarification,
  TARIFICATION_KINDS,
  type TarificationKind,
} from '@/domain/pricing/tarification';

const KIND_LABELS: Record<TarificationKind, string> = {
  ambulance: 'Société d’ambulances (par ambulance)',
  clinique: 'Établissement (par employé)',
  vtc: 'VTC ou taxi (par véhicule)',
};

/** Monthly subscription from spec §9 (base + per unit, up to a maximum; beyond, a quote). */
export function SubscriptionEstimate() {
  const id = useId();
  const [kind, setKind] = useState<TarificationKind>('ambulance');
  const [units, setUnits] = useState('3');
  const result = computeTarification(kind, units.trim() === '' ? Number.NaN : Number(units));
  const { base, perUnit, maxUnits } = TARIFICATION[kind];
  return (
    <section className="card estimate" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Votre abonnement</h2>
      <div className="field">
        <label htmlFor={`${id}-kind`}>Vous êtes</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as TarificationKind)}>
          {TARIFICATION_KINDS.map((option) => (
            <option key={option} value={option}>
              {KIND_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-units`}>Nombre ({TARIFICATION[kind].unitLabel}s, {maxUnits} au plus)</label>
        <input
          id={`${id}-units`}
          type="number"
          inputMode="numeric"
          min={0}
          value={units}
          onChange={(event) => setUnits(event.target.value)}
          aria-describedby={`${id}-result`}
          aria-invalid={!result.ok}
        />
      </div>
      <p id={`${id}-result`} aria-live="polite" className={result.ok ? 'estimate__total' : 'field__error'}>
        {result.ok
          ? `${formatEuros(base)} + ${result.breakdown.units} × ${formatEuros(perUnit)} = ${formatEuros(result.monthly)} par mois`
          : result.error}
      </p>
    </section>
  );
}
