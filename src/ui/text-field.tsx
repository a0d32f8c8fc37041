import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** Labelled input whose hint and error are tied to it for screen readers (aria-describedby). */
export function TextField({ label, error, hint, required, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => <input {...control} {...input} />}
    </FieldFrame>
  );
}
