import { z } from 'zod';
import { nullableTimestampField, textField } from '@/domain/errors/document-fields';
import { readQualification } from '@/domain/organisation/crew';

/**
 * A member listed in an ambulance company's or a clinic's `associatedUsers` (spec §3, §6). The role is the
 * establishment's own wording, kept as written.
 */
export const associatedUserSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  name: textField,
  role: textField,
  createdAt: nullableTimestampField,
  /** Issue 23 item 3 (crews): DEA or auxiliaire; absent on entries written before, null for none. */
  qualification: z.unknown().transform(readQualification).optional(),
});
export type AssociatedUser = z.output<typeof associatedUserSchema>;

export interface AssociatedUserMatch<C> {
  company: C;
  user: AssociatedUser;
}

/** The first establishment listing this e-mail (case-insensitive), with the member entry; else null. */
export function findAssociatedUser<C extends { associatedUsers: readonly AssociatedUser[] }>(
  companies: readonly C[],
  email: string | null | undefined,
): AssociatedUserMatch<C> | null {
  const wanted = email?.trim().toLowerCase();
  if (!wanted) return null;
  for (const company of companies) {
    const user = company.associatedUsers.find((u) => u.email.trim().toLowerCase() === wanted);
    if (user) return { company, user };
  }
  return null;
}
