import { z } from 'zod';

/** A message from the public contact form (issue 14): who writes, from where, and what. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Indiquez votre nom (2 caractères au moins).')
    .max(100, 'Le nom ne peut pas dépasser 100 caractères.'),
  email: z.email('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.'),
  organisation: z
    .string()
    .trim()
    .max(150, 'Le nom de l’organisation ne peut pas dépasser 150 caractères.'),
  message: z
    .string()
    .trim()
    .min(10, 'Votre message doit contenir au moins 10 caractères.')
    .max(5000, 'Votre message ne peut pas dépasser 5 000 caractères.'),
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
