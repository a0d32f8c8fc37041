import { MOBILITIES, MOBILITY_LABELS } from '@/domain/transport/mobility';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextAreaField } from '@/ui/text-area-field';
import {
  PATIENT_EQUIPMENT_LABEL,
  VEHICLE_EQUIPMENT_LABEL,
} from '@/features/transports/shared/transport-facts';
import { checkboxProps, textProps, type FormBinding } from './form-binding';

const MOBILITY_OPTIONS = [
  { value: '', label: 'Non précisée' },
  ...MOBILITIES.map((mobility) => ({ value: mobility, label: MOBILITY_LABELS[mobility] })),
];
const LIST_HINT = 'Séparez les éléments par des virgules.';

/**
 * Mobility « Brancard » means a stretcher: the box is then checked and locked, so the form cannot say both
 * « Brancard » and « pas de brancard ».
 */
function StretcherField({ form }: { form: FormBinding }) {
  const lying = form.values.mobilite === 'brancard';
  return (
    <>
      <CheckboxField
        label="Brancard nécessaire"
        {...checkboxProps(form, 'needsStretcher')}
        {...(lying ? { checked: true, disabled: true } : {})}
      />
      {lying && <p className="field__hint">Compris dans la mobilité « Brancard ».</p>}
    </>
  );
}

export function MedicalFieldset({ form }: { form: FormBinding }) {
  return (
    <fieldset className="form-section">
      <legend>Informations médicales</legend>
      <div className="form-grid">
        <TextField label="Pathologie" autoComplete="off" {...textProps(form, 'pathologie')} />
        <SelectField label="Mobilité" options={MOBILITY_OPTIONS} {...textProps(form, 'mobilite')} />
      </div>
      <CheckboxField label="Oxygène nécessaire" {...checkboxProps(form, 'needsOxygen')} />
      <StretcherField form={form} />
      <TextField
        label={PATIENT_EQUIPMENT_LABEL}
        hint={`Ce que le patient porte ou apporte (pompe, sonde, prothèse…). ${LIST_HINT}`}
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
        label={VEHICLE_EQUIPMENT_LABEL}
        hint={`Ce que le transporteur doit apporter (rampe, siège coquille…). ${LIST_HINT}`}
        autoComplete="off"
        {...textProps(form, 'equipementsRequis')}
      />
      <TextAreaField label="Commentaires" {...textProps(form, 'commentaires')} />
    </fieldset>
  );
}
