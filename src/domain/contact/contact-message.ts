import { z } from 'zod';
import { CONTACT_LIMITS as L } from './contact-document';

/** A message from the public contact form (issue 14): who writes, from where, and what. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(L.nameMin, 'Indiquez votre nom (2 caractères au moins).')
    .max(L.nameMax, 'Le nom ne peut pas dépasser 100 caractères.'),
  email: z
    .email('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.')
    .max(L.emailMax, 'L’adresse e-mail ne peut pas dépasser 254 caractères.'),
  organisation: z
    .string()
    .trim()
    .max(L.organisationMax, 'Le nom de l’organisation ne peut pas dépasser 150 caractères.'),
  message: z
    .string()
    .trim()
    .min(L.messageMin, 'Votre message doit contenir au moins 10 caractères.')
    .max(L.messageMax, 'Votre message ne peut pas dépasser 5 000 caractères.'),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

export type ContactParse =
  | { ok: true; message: ContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

/** Validates the form's raw values; one French message per invalid field. */
export function parseContactMessage(input: Record<ContactField, string>): ContactParse {
  const result = contactMessageSchema.safeParse({ ...input, email: input.email.trim() });
  if (result.success) return { ok: true, message: result.data };
  const errors: Partial<Record<ContactField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
