import type { ChangeEvent } from 'react';
import type { FormErrors } from './form-errors';
import type { FormField, TransportFormValues } from './form-values';

type TextField = {
  [K in FormField]: TransportFormValues[K] extends string ? K : never;
}[FormField];

/** What each fieldset needs: the values, their errors and a setter. */
export interface FormBinding {
  values: TransportFormValues;
  errors: FormErrors;
  set<K extends FormField>(field: K, value: TransportFormValues[K]): void;
  /** Several fields at once (choosing a patient fills the patient's fields). */
  patch(values: Partial<TransportFormValues>): void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Props for a text-like control bound to one field (value, onChange, error). */
export function textProps(form: FormBinding, field: TextField) {
  return {
    name: field,
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: ChangeEvent<Control>) =>
      form.set(field, event.target.value as TransportFormValues[typeof field]),
  };
}

type CheckboxField = {
  [K in FormField]: TransportFormValues[K] extends boolean ? K : never;
}[FormField];

export function checkboxProps(form: FormBinding, field: CheckboxField) {
  return {
    name: field,
    checked: form.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(field, event.target.checked),
  };
}
