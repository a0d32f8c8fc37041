import { TextField } from '@/ui/text-field';
import { textProps, type FormBinding } from './form-binding';

export function PatientFieldset({ form }: { form: FormBinding }) {
  return (
    <fieldset className="form-section">
      <legend>Patient</legend>
      <div className="form-grid">
        <TextField label="Prénom du patient" autoComplete="off" {...textProps(form, 'firstName')} />
        <TextField label="Nom du patient" autoComplete="off" {...textProps(form, 'lastName')} />
        <TextField
          label="Téléphone du patient"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...textProps(form, 'phone')}
        />
        <TextField label="Date de naissance" type="date" {...textProps(form, 'birthDate')} />
      </div>
    </fieldset>
  );
}
