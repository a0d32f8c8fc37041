import { useId } from 'react';
import { TextField } from '@/ui/text-field';
import type { RidePlanValues } from './ride-plan-values';

interface ReturnTripFieldsProps {
  values: RidePlanValues;
  onChange(changes: Partial<RidePlanValues>): void;
  error?: string | undefined;
}

const CHOICES = [
  { value: 'aucun', label: 'Aller simple' },
  { value: 'heure', label: 'Aller-retour, retour à une heure fixée' },
  { value: 'sur-appel', label: 'Aller-retour, retour sur appel' },
] as const;

/** Issue 22: the return ride, filed with the outbound and linked to it both ways. */
export function ReturnTripFields({ values, onChange, error }: ReturnTripFieldsProps) {
  const name = useId();
  return (
    <fieldset className="form-section">
      <legend>Aller-retour</legend>
      <div className="choice-list" role="radiogroup" aria-label="Retour du patient">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="field--checkbox">
            <input
              type="radio"
              name={name}
              checked={values.retour === choice.value}
              onChange={() => onChange({ retour: choice.value })}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {values.retour === 'heure' && (
        <TextField
          label="Heure du retour"
          type="time"
          hint="Heure de Paris, le jour de l’aller."
          required
          value={values.retourHeure}
          error={error}
          onChange={(event) => onChange({ retourHeure: event.target.value })}
        />
      )}
      {values.retour === 'sur-appel' && (
        <p className="field__hint">
          Le retour est proposé aux transporteurs avec l’aller ; vous appelez quand le patient est
          prêt.
        </p>
      )}
    </fieldset>
  );
}
