import { useState, type FormEvent } from 'react';
import {
  EQUIPMENT,
  EQUIPMENT_LABELS,
  VEHICLE_KIND_LABELS,
  VEHICLE_KINDS,
  vehicleInputSchema,
  type Equipment,
  type VehicleInput,
  type VehicleKind,
} from '@/domain/organisation/vehicle';
import { CheckboxField } from '@/ui/checkbox-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';

const KIND_OPTIONS = VEHICLE_KINDS.map((kind) => ({
  value: kind,
  label: VEHICLE_KIND_LABELS[kind],
}));

const EMPTY: VehicleInput = {
  kind: 'ambulance',
  registration: '',
  label: '',
  equipment: [],
  active: true,
};

/** Adds or edits a vehicle; the registration is checked (AA-123-AA) with the domain's French message. */
export function VehicleForm({
  initial = EMPTY,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: VehicleInput;
  submitLabel: string;
  onSubmit(input: VehicleInput): Promise<boolean>;
  onCancel?(): void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof VehicleInput, string>>>({});
  const toggle = (item: Equipment, on: boolean) =>
    setDraft({
      ...draft,
      equipment: on ? [...draft.equipment, item] : draft.equipment.filter((e) => e !== item),
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vehicleInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<keyof VehicleInput, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as keyof VehicleInput] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    if ((await onSubmit(parsed.data)) && initial === EMPTY) setDraft(EMPTY);
  };
  return (
    <form
      className="org-form"
      onSubmit={(event) => void submit(event)}
      aria-label={submitLabel}
      noValidate
    >
      <SelectField
        label="Type de véhicule"
        options={KIND_OPTIONS}
        value={draft.kind}
        error={errors.kind}
        onChange={(e) => setDraft({ ...draft, kind: e.target.value as VehicleKind })}
      />
      <TextField
        label="Immatriculation"
        hint="Format AA-123-AA"
        required
        value={draft.registration}
        error={errors.registration}
        onChange={(e) => setDraft({ ...draft, registration: e.target.value })}
      />
      <TextField
        label="Nom du véhicule"
        required
        value={draft.label}
        error={errors.label}
        onChange={(e) => setDraft({ ...draft, label: e.target.value })}
      />
      <fieldset className="org-form__equipment">
        <legend>Équipements</legend>
        {EQUIPMENT.map((item) => (
          <CheckboxField
            key={item}
            label={EQUIPMENT_LABELS[item]}
            checked={draft.equipment.includes(item)}
            onChange={(e) => toggle(item, e.target.checked)}
          />
        ))}
        <CheckboxField
          label="En service"
          checked={draft.active}
          onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
        />
      </fieldset>
      <div className="org-form__submit org-item__actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Annuler
          </button>
        )}
      </div>
    </form>
  );
}
