import { z } from 'zod';

/** Form validation in French, before anything reaches the auth service. */
const email = z
  .string()
  .trim()
  .min(1, 'Saisissez votre adresse e-mail.')
  .email('Adresse e-mail invalide.');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Saisissez votre mot de passe.'),
});

export const SIGN_UP_ROLES = [
  { value: 'patient', label: 'Patient ou proche' },
  { value: 'clinique', label: 'Établissement de santé' },
  { value: 'ambulance', label: 'Société d’ambulances' },
  { value: 'vtc', label: 'Société de VTC' },
] as const;

export const signUpSchema = z.object({
  displayName: z.string().trim().min(2, 'Saisissez votre nom complet.'),
  email,
  password: z.string().min(6, 'Le mot de passe doit contenir au moins 6 caractères.'),
  requestedRole: z.enum(['patient', 'clinique', 'ambulance', 'vtc']),
});

export type FieldErrors = Partial<Record<string, string>>;

/** First error message per field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}
