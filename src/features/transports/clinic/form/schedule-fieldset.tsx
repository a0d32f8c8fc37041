import { VITAL_EMERGENCY_NOTICE } from '@/domain/transport/emergency-notice';
import { PRIORITIES, PRIORITY_LABELS } from '@/domain/transport/priority';
import { TRANSPORT_TYPES, TRANSPORT_TYPE_LABELS } from '@/domain/transport/transport-type';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { textProps, type FormBinding } from './form-binding';

const TYPE_OPTIONS = [
  { value: '', label: 'Choisir un type…' },
  ...TRANSPORT_TYPES.map((type) => ({ value: type, label: TRANSPORT_TYPE_LABELS[type] })),
];
const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
}));

export function ScheduleFieldset({ form }: { form: FormBinding }) {
  return (
    <fieldset className="form-section">
      <legend>Date et type de transport</legend>
      <div className="form-grid">
        <TextField
          label="Date et heure du transport"
          type="datetime-local"
          hint="Heure de Paris."
          required
          {...textProps(form, 'dateTime')}
        />
        <SelectField
          label="Type de transport"
          options={TYPE_OPTIONS}
          required
          {...textProps(form, 'type')}
        />
        <SelectField
          label="Priorité"
          options={PRIORITY_OPTIONS}
          hint={VITAL_EMERGENCY_NOTICE}
          {...textProps(form, 'priorite')}
        />
      </div>
    </fieldset>
  );
}
