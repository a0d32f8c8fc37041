import { TextField } from '@/ui/text-field';
import { textProps, type FormBinding } from './form-binding';

const PLACES = {
  depart: {
    legend: 'Départ',
    of: 'de départ',
    fields: ['departRue', 'departVille', 'departCodePostal'],
  },
  arrivee: {
    legend: 'Arrivée',
    of: 'd’arrivée',
    fields: ['arriveeRue', 'arriveeVille', 'arriveeCodePostal'],
  },
} as const;

/**
 * Street, city and postcode; each label names its place, as screen readers may skip the legend. The place is
 * required (a street or a city): its legend carries the « * », as no single field of the three is.
 */
export function AddressFieldset({
  form,
  place,
}: {
  form: FormBinding;
  place: keyof typeof PLACES;
}) {
  const { legend, of, fields } = PLACES[place];
  const [street, city, postcode] = fields;
  return (
    <fieldset className="form-section">
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <p className="field__hint">Obligatoire : indiquez au moins la rue ou la ville.</p>
      <div className="form-grid">
        <TextField label={`Rue ${of}`} autoComplete="off" {...textProps(form, street)} />
        <TextField label={`Ville ${of}`} autoComplete="off" {...textProps(form, city)} />
        <TextField
          label={`Code postal ${of}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          {...textProps(form, postcode)}
        />
      </div>
    </fieldset>
  );
}
