import { useMemo, useState } from 'react';
import type { PatientInput } from '@/domain/patient/patient-input.schema';
import {
  parseTransportInput,
  type FieldError,
  type TransportInput,
} from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { useServices } from '@/services/services-context';
import type { FormBinding } from './form-binding';
import { formErrorsOf } from './form-errors';
import { rawInputOf, type TransportFormValues } from './form-values';
import { parseNewPatient, savesNewPatient } from './new-patient-input';
import { rideDateErrors } from './ride-date-errors';

/** What a valid form submits: the request, and the patient record to save first when one is asked for. */
export interface TransportSubmission {
  input: TransportInput;
  newPatient: PatientInput | null;
}

export interface TransportFormOptions {
  /** The request being edited (keeps what the form does not show). */
  before?: Transport | undefined;
  /** Today in Paris (YYYY-MM-DD) when the form may save the typed patient; absent in the edit form. */
  patientToday?: string | undefined;
}

/**
 * Form state validated by the domain on every change. Errors show once the user tried to submit, then follow
 * the input live, so fixing a field clears its message at once. Saving a new patient adds the patient record's
 * rules (names required…) to the request's; the date must be ahead of now and within a year (domain rule
 * ride-date, applied here and not by the server, so that requests recorded offline still sync).
 */
export function useTransportForm(
  initial: TransportFormValues,
  { before, patientToday }: TransportFormOptions = {},
) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const { clock } = useServices();
  const request = useMemo(() => parseTransportInput(rawInputOf(values, before)), [values, before]);
  // Judged against the time of each change (a form left open does not keep a stale « now »).
  const dateErrors = useMemo(
    () => (request.ok ? rideDateErrors(request.value.date_transport, clock.now(), before) : []),
    [request, clock, before],
  );
  const patient = useMemo(
    () =>
      patientToday !== undefined && savesNewPatient(values)
        ? parseNewPatient(values, patientToday)
        : null,
    [values, patientToday],
  );
  const errors: FieldError[] = [
    ...(request.ok ? dateErrors : request.errors),
    ...(patient && !patient.ok ? patient.errors : []),
  ];
  const submission: TransportSubmission | null =
    request.ok && errors.length === 0
      ? { input: request.value, newPatient: patient?.ok ? patient.value : null }
      : null;
  const shown = attempted ? formErrorsOf(errors) : { fields: {}, general: [] };
  const form: FormBinding = {
    values,
    errors: shown.fields,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    patch: (changes) => setValues((current) => ({ ...current, ...changes })),
  };
  return {
    form,
    submission,
    warnings: request.ok && submission ? request.warnings : [],
    general: shown.general,
    errorCount: attempted ? errors.length : 0,
    attempted,
    attempt: () => setAttempted(true),
  };
}
