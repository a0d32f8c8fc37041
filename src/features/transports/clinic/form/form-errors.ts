import type { FieldError } from '@/domain/transport/transport-input.schema';
import type { FormField } from './form-values';

export type FormErrors = Partial<Record<FormField, string>>;

/** Domain paths → the control that shows the message. A whole-address error sits on its street field. */
const CONTROL_OF_PATH: Record<string, FormField> = {
  type_transport: 'type',
  date_transport: 'dateTime',
  priorite: 'priorite',
  adresse_depart: 'departRue',
  'adresse_depart.rue': 'departRue',
  'adresse_depart.ville': 'departVille',
  'adresse_depart.codePostal': 'departCodePostal',
  adresse_arrivee: 'arriveeRue',
  'adresse_arrivee.rue': 'arriveeRue',
  'adresse_arrivee.ville': 'arriveeVille',
  'adresse_arrivee.codePostal': 'arriveeCodePostal',
  'patient_info.firstName': 'firstName',
  'patient_info.lastName': 'lastName',
  'patient_info.phone': 'phone',
  'patient_info.birthDate': 'birthDate',
  'informations_medicales.pathologie': 'pathologie',
  'informations_medicales.mobilite': 'mobilite',
  'informations_medicales.equipements_speciaux': 'equipementsSpeciaux',
  equipements_requis: 'equipementsRequis',
  commentaires: 'commentaires',
  pmt: 'pmtMode',
  'pmt.mode': 'pmtMode',
  'pmt.prescripteur': 'pmtPrescripteur',
  'pmt.date_prescription': 'pmtDate',
  'pmt.date_accord': 'pmtDateAccord',
};

/** The control for a path, trying its parents (« equipements_requis.0 » → equipementsRequis). */
function controlOf(path: string): FormField | null {
  const segments = path.split('.');
  while (segments.length > 0) {
    const control = CONTROL_OF_PATH[segments.join('.')];
    if (control) return control;
    segments.pop();
  }
  return null;
}

/** Each message next to its control; those with no control are shown at the top of the form. */
export function formErrorsOf(errors: readonly FieldError[]): {
  fields: FormErrors;
  general: string[];
} {
  const fields: FormErrors = {};
  const general: string[] = [];
  for (const { field, message } of errors) {
    const control = controlOf(field);
    if (control === null) general.push(message);
    else fields[control] ??= message;
  }
  return { fields, general };
}
