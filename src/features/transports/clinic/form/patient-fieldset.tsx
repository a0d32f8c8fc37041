import type { Patient } from '@/domain/patient/patient.schema';
import { CheckboxField } from '@/ui/checkbox-field';
import { TextField } from '@/ui/text-field';
import { checkboxProps, textProps, type FormBinding } from './form-binding';
import { savesNewPatient } from './new-patient-input';
import { PatientPicker } from './patient-picker';

/** The organisation's patient records, for a form that offers to pick or save one. */
export interface PatientRecords {
  /** undefined while the device reads them. */
  patients: readonly Patient[] | undefined;
  /** Today in Paris (YYYY-MM-DD), to check a new patient's birth date. */
  today: string;
  /**
   * Whether a typed patient may be saved in the list: a clinic's own list. An admin picks from every organisation
   * but has no list of their own to save into.
   */
  canSave: boolean;
}

/** The patient: picked from the records (when offered) or typed; the typed fields are this request's copy. */
export function PatientFieldset({
  form,
  records,
}: {
  form: FormBinding;
  records?: PatientRecords | undefined;
}) {
  const namesRequired = records !== undefined && savesNewPatient(form.values);
  return (
    <fieldset className="form-section">
      <legend>Patient</legend>
      {records?.patients && <PatientPicker form={form} patients={records.patients} />}
      <div className="form-grid">
        <TextField
          label="Prénom du patient"
          autoComplete="off"
          required={namesRequired}
          {...textProps(form, 'firstName')}
        />
        <TextField
          label="Nom du patient"
          autoComplete="off"
          required={namesRequired}
          {...textProps(form, 'lastName')}
        />
        <TextField
          label="Téléphone du patient"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...textProps(form, 'phone')}
        />
        <TextField label="Date de naissance" type="date" {...textProps(form, 'birthDate')} />
      </div>
      {records &&
        (form.values.patientId === '' ? (
          records.canSave && (
            <>
              <CheckboxField
                label="Enregistrer ce patient dans la liste de l’établissement"
                {...checkboxProps(form, 'savePatient')}
              />
              {form.values.savePatient && (
                <CheckboxField
                  label="L’adresse de départ est son domicile (gardée dans sa fiche pour ses prochaines demandes)"
                  {...checkboxProps(form, 'homeIsPickup')}
                />
              )}
              {form.values.savePatient && (
                <TextField
                  label="Adresse e-mail du patient (pour qu’il suive ses transports)"
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  hint="Facultatif. S’il crée son compte patient avec cette adresse et accepte, il suivra les transports que vous réservez pour lui."
                  {...textProps(form, 'patientEmail')}
                />
              )}
            </>
          )
        ) : (
          <p className="field__hint">
            Ces informations ne valent que pour cette demande : la fiche du patient n’est pas
            modifiée.
          </p>
        ))}
    </fieldset>
  );
}
