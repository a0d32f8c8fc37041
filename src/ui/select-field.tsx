import type { SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: string | undefined;
}

/** Labelled select, laid out like every text field: « * » when required, hint and error tied to it. */
export function SelectField({
  label,
  options,
  error,
  hint,
  required,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
