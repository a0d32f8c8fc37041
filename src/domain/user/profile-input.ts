import { z } from 'zod';
import { boundedText, FIELD_LIMITS as L } from '@/domain/shared/field-limits';

/**
 * What the profile settings let a user type, bounded as the server's userShape bounds it (security/document-shapes.ts):
 * the device refuses, in French, what the rules would refuse.
 */
export const profileInputSchema = z.object({
  firstName: boundedText('Le prénom', L.name),
  lastName: boundedText('Le nom', L.name),
  displayName: boundedText('Le nom affiché', L.name),
  phoneNumber: boundedText('Le téléphone', L.phone),
  address: boundedText('L’adresse postale', L.street),
  company_name: boundedText('Le nom de la société', L.name),
});
export type ProfileInput = z.input<typeof profileInputSchema>;

/** The first French refusal per field, or null when every field fits. */
export function profileInputErrors(
  input: ProfileInput,
): Partial<Record<keyof ProfileInput, string>> | null {
  const parsed = profileInputSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: Partial<Record<keyof ProfileInput, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ProfileInput;
    errors[field] ??= issue.message;
  }
  return errors;
}
