import { z } from 'zod';
import { DEFAULT_COMPANY_NAME, DEFAULT_ORG_ID } from '@/domain/constants';
import {
  nullableTextField,
  nullableTimestampField,
  textField,
} from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import { normaliseRole } from '@/domain/shared/role';
import { subscriptionSchema } from '@/domain/subscription/subscription';
import type { OrganisationSettings } from '@/domain/organisation/organisation-settings';
import { userAddressField } from '@/domain/user/user-address';
import { preferencesSchema } from '@/domain/user/user-preferences';

/** Collection of profiles; the document id is the Firebase Auth uid (spec §3). */
export const USERS_COLLECTION = 'users';

/**
 * A profile as stored (spec §3), normalised on read: timestamps to epoch ms, taxi to vtc and any unknown
 * userType to patient (the spec's "patient or anything else"), companyName folded into company_name,
 * orga_id and company_name defaulted (spec §5).
 */
export const userSchema = z
  .object({
    uid: z.string().min(1, 'uid manquant'),
    email: textField,
    firstName: textField,
    lastName: textField,
    displayName: textField,
    phoneNumber: nullableTextField,
    profilePicture: nullableTextField,
    userType: z
      .unknown()
      .optional()
      .transform((value) => normaliseRole(value) ?? 'patient'),
    isActive: z
      .boolean()
      .nullish()
      .transform((active) => active ?? true),
    orga_id: z
      .string()
      .nullish()
      .transform((id) => id || DEFAULT_ORG_ID),
    company_name: z.string().nullish(),
    companyName: z.string().nullish(),
    address: userAddressField,
    permissions: z
      .array(z.string())
      .nullish()
      .transform((permissions) => permissions ?? []),
    preferences: preferencesSchema,
    loginCount: z
      .number()
      .int()
      .nonnegative()
      .nullish()
      .transform((count) => count ?? 0),
    createdAt: nullableTimestampField,
    updatedAt: nullableTimestampField,
    lastLogin: nullableTimestampField,
    createdBy: nullableTextField,
    subscription: subscriptionSchema.nullish().transform((sub) => sub ?? null),
    /** « Se déconnecter des autres appareils »: sessions signed in before this time (epoch ms) end. */
    sessions_revoked_at: z.number().nullish(),
    /** A company's settings (spec §9 defaults apply to what was never saved); absent for most profiles. */
    // A damaged value reads as never saved (the defaults), rather than hiding the whole profile.
    organisationSettings: z.preprocess(
      (value) =>
        typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined,
      z.custom<Partial<OrganisationSettings>>().optional(),
    ),
  })
  .transform(({ companyName, company_name, ...user }) => ({
    ...user,
    company_name: company_name || companyName || DEFAULT_COMPANY_NAME,
  }));
export type User = z.output<typeof userSchema>;

/** Reads a users document; a missing uid field falls back to the document id, which is the uid. */
export function parseUser(id: string, data: unknown): ParseResult<User> {
  const withUid =
    typeof data === 'object' && data !== null && !('uid' in data && data.uid)
      ? { ...data, uid: id }
      : data;
  return parseDocument(userSchema, USERS_COLLECTION, id, withUid);
}
