import { useId, useState } from 'react';
import { TARIFICATION } from '@/domain/constants';
import { formatEuros } from '@/domain/pricing/money';
import { computeTarification, type TarificationKind } from '@/domain/pricing/tarification';

const PLAN_TEXT: Record<
  TarificationKind,
  { title: string; unitQuestion: string; audience: string }
> = {
  ambulance: {
    title: 'Ambulances',
    unitQuestion: 'Nombre d’ambulances',
    audience: 'Sociétés d’ambulances et de VSL',
  },
  clinique: {
    title: 'Établissements',
    unitQuestion: 'Nombre d’employés',
    audience: 'Cliniques, hôpitaux, centres de soins',
  },
  vtc: { title: 'VTC', unitQuestion: 'Nombre de véhicules', audience: 'Sociétés de VTC et taxis' },
};

/** One plan with its monthly price and an estimate for the user's own fleet or team size. */
export function PlanCard({ kind }: { kind: TarificationKind }) {
  const { base, perUnit, maxUnits, unitLabel } = TARIFICATION[kind];
  const text = PLAN_TEXT[kind];
  const [units, setUnits] = useState('1');
  const inputId = useId();
  const result = computeTarification(kind, Number(units === '' ? Number.NaN : units));
  return (
    <li className="card plan-card">
      <h2>{text.title}</h2>
      <p className="plan-card__audience">{text.audience}</p>
      <p className="plan-card__price">
        <strong>{formatEuros(base)}</strong> / mois
      </p>
      <p>
        + {formatEuros(perUnit)} par {unitLabel}, jusqu’à {maxUnits}.
      </p>
      <div className="field">
        <label htmlFor={inputId}>{text.unitQuestion}</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={0}
          max={maxUnits}
          value={units}
          onChange={(event) => setUnits(event.target.value)}
          aria-describedby={`${inputId}-total`}
        />
      </div>
      <p
        id={`${inputId}-total`}
        aria-live="polite"
        className={result.ok ? 'plan-card__total' : 'field__error'}
      >
        {result.ok ? `Total estimé : ${formatEuros(result.monthly)} par mois` : result.error}
      </p>
    </li>
  );
}
