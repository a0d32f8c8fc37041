import { useMemo, useState } from 'react';
import { parseTransportInput } from '@/domain/transport/transport-input.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import type { FormBinding } from './form-binding';
import { formErrorsOf } from './form-errors';
import { rawInputOf, type TransportFormValues } from './form-values';

/**
 * Form state validated by the domain on every change. Errors show once the user tried to submit, then follow
 * the input live, so fixing a field clears its message at once.
 */
export function useTransportForm(initial: TransportFormValues, before?: Transport) {
  const [values, setValues] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const result = useMemo(() => parseTransportInput(rawInputOf(values, before)), [values, before]);
  const shown = attempted && !result.ok ? formErrorsOf(result.errors) : { fields: {}, general: [] };
  const form: FormBinding = {
    values,
    errors: shown.fields,
    set: (field, value) => setValues((current) => ({ ...current, [field]: value })),
  };
  const errorCount = attempted && !result.ok ? result.errors.length : 0;
  return { form, result, general: shown.general, errorCount, attempt: () => setAttempted(true) };
}
