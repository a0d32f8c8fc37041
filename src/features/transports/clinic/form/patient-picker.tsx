import { useEffect, useId, useState, type ChangeEvent } from 'react';
import type { Patient } from '@/domain/patient/patient.schema';
import { TextField } from '@/ui/text-field';
import type { FormBinding } from './form-binding';
import {
  filterPatients,
  NEW_PATIENT_VALUES,
  patientCount,
  patientOptionLabel,
  pickupFromHome,
  valuesFromPatient,
} from './patient-options';

const NEW_PATIENT_OPTION = { value: '', label: 'Nouveau patient' };

/**
 * A record saved on this device is renamed when the server numbers it (« PAT-… » → « patient_0042 »): a choice
 * made before follows the rename, so the request names the record the server keeps.
 */
function useFollowRenamedPatient(form: FormBinding, patients: readonly Patient[]) {
  const chosenId = form.values.patientId;
  useEffect(() => {
    if (chosenId === '' || patients.some((patient) => patient.id === chosenId)) return;
    const renamed = patients.find((patient) => patient.local_id === chosenId);
    if (renamed) form.set('patientId', renamed.id);
  }, [form, chosenId, patients]);
}

/**
 * Phone-first choice among the organisation's patients: a search box narrowing a native select (the phone's own
 * picker), whose count is announced as it changes. The chosen record is always listed, even when filtered out.
 */
export function PatientPicker({
  form,
  patients,
}: {
  form: FormBinding;
  patients: readonly Patient[];
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  useFollowRenamedPatient(form, patients);
  if (patients.length === 0) {
    return (
      <p className="field__hint">
        Aucun patient enregistré pour l’instant : saisissez-le ci-dessous.
      </p>
    );
  }
  const chosenId = form.values.patientId;
  const shown = filterPatients(patients, query);
  const chosen = patients.find(
    (patient) => patient.id === chosenId || (chosenId !== '' && patient.local_id === chosenId),
  );
  const listed = chosen && !shown.includes(chosen) ? [chosen, ...shown] : shown;
  const options = [
    NEW_PATIENT_OPTION,
    ...listed.map((patient) => ({ value: patient.id, label: patientOptionLabel(patient) })),
  ];
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const patient = patients.find((candidate) => candidate.id === event.target.value);
    form.patch(
      patient
        ? { ...valuesFromPatient(patient), ...pickupFromHome(patient, form.values) }
        : NEW_PATIENT_VALUES,
    );
  };
  return (
    <>
      <TextField
        label="Rechercher un patient"
        type="search"
        hint="Nom, prénom, date de naissance ou téléphone."
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="field">
        <label htmlFor={id}>Patient enregistré</label>
        <select id={id} value={chosen?.id ?? ''} onChange={choose} aria-describedby={`${id}-count`}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p id={`${id}-count`} className="field__hint" role="status">
          {shown.length === 0
            ? 'Aucun patient ne correspond à cette recherche.'
            : patientCount(shown.length, patients.length)}
        </p>
      </div>
    </>
  );
}
