import { useAddressSuggest } from '@/data/local/geocoding/use-address-suggest';
import { placeNote, type Place } from '@/domain/geocoding/place';
import { useServices } from '@/services/services-context';
import { AddressCombobox } from '@/ui/address-combobox';
import { TextField } from '@/ui/text-field';
import { textProps, type FormBinding } from './form-binding';
import { addressKey, locationOf } from './form-values';

const PLACES = {
  depart: {
    legend: 'Départ',
    of: 'de départ',
    fields: ['departRue', 'departVille', 'departCodePostal'],
    located: 'departLieu',
  },
  arrivee: {
    legend: 'Arrivée',
    of: 'd’arrivée',
    fields: ['arriveeRue', 'arriveeVille', 'arriveeCodePostal'],
    located: 'arriveeLieu',
  },
} as const;

/**
 * Address search, then street, city and postcode (filled by the search, still editable); each label names its
 * place, as screen readers may skip the legend. The place is required (a street or a city): its legend carries the
 * « * », as no single field of the three is. Under the search, whether the address is located (issue 22): a
 * request whose address is not located reaches companies as « Adresse non localisée ».
 */
export function AddressFieldset({
  form,
  place,
}: {
  form: FormBinding;
  place: keyof typeof PLACES;
}) {
  const { legend, of, fields, located } = PLACES[place];
  const [street, city, postcode] = fields;
  const geocoder = useAddressSuggest(useServices().geocoder);
  const texts = [form.values[street], form.values[city], form.values[postcode]] as const;
  const location = locationOf(form.values[located], ...texts);

  function pick(picked: Place) {
    form.patch({
      [street]: picked.rue,
      [city]: picked.ville,
      [postcode]: picked.codePostal,
      [located]:
        picked.coordonnees === null
          ? null
          : {
              key: addressKey(picked.rue, picked.ville, picked.codePostal),
              coordonnees: picked.coordonnees,
              precision: picked.precision,
            },
    });
    void geocoder.remember(picked).catch(() => undefined);
  }

  const status =
    location !== null
      ? (placeNote(location) ?? 'Adresse localisée.')
      : texts.some((text) => text.trim() !== '')
        ? 'Adresse non localisée : choisissez une suggestion pour la situer (distance, zone).'
        : null;

  return (
    <fieldset className="form-section">
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <AddressCombobox
        label={`Rechercher l’adresse ${of}`}
        hint="Tapez une adresse, un établissement déjà utilisé ou une commune, puis choisissez."
        suggest={geocoder.suggest}
        onPick={pick}
        status={status}
      />
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
