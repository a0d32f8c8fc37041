import { MOBILITIES, MOBILITY_LABELS } from '@/domain/transport/mobility';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextAreaField } from '@/ui/text-area-field';
import { checkboxProps, textProps, type FormBinding } from './form-binding';

const MOBILITY_OPTIONS = [
  { value: '', label: 'Non précisée' },
  ...MOBILITIES.map((mobility) => ({ value: mobility, label: MOBILITY_LABELS[mobility] })),
];
const LIST_HINT = 'Séparez les éléments par des virgules.';

export function MedicalFieldset({ form }: { form: FormBinding }) {
  return (
    <fieldset className="form-section">
      <legend>Informations médicales</legend>
      <div className="form-grid">
        <TextField label="Pathologie" autoComplete="off" {...textProps(form, 'pathologie')} />
        <SelectField label="Mobilité" options={MOBILITY_OPTIONS} {...textProps(form, 'mobilite')} />
      </div>
      <CheckboxField label="Oxygène nécessaire" {...checkboxProps(form, 'needsOxygen')} />
      <CheckboxField label="Brancard nécessaire" {...checkboxProps(form, 'needsStretcher')} />
      <TextField
        label="Équipements spéciaux"
        hint={LIST_HINT}
        autoComplete="off"
        {...textProps(form, 'equipementsSpeciaux')}
      />
    </fieldset>
  );
}

export function EquipmentFieldset({ form }: { form: FormBinding }) {
  return (
    <fieldset className="form-section">
      <legend>Équipements et commentaires</legend>
      <TextField
        label="Équipements requis"
        hint={LIST_HINT}
        autoComplete="off"
        {...textProps(form, 'equipementsRequis')}
      />
      <TextAreaField label="Commentaires" {...textProps(form, 'commentaires')} />
    </fieldset>
  );
}
