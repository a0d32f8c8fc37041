import { z } from 'zod';
import { PLANS } from '@/domain/constants';
import {
  nullableTextField,
  nullableTimestampField,
  textField,
} from '@/domain/errors/document-fields';
import { parseDocument, type ParseResult } from '@/domain/errors/document-parse';
import { userTypeSchema } from '@/domain/shared/role';
import { subscriptionStatusSchema } from '@/domain/subscription/subscription-status';
import { userAddressField } from '@/domain/user/user-address';
import type { User } from '@/domain/user/user';
import { preferencesSchema } from '@/domain/user/user-preferences';

/** Copy of each user in the multi-role model, made by the admin migration (spec §3, §7). */
export const MULTI_ROLE_USERS_COLLECTION = 'multiRoleUsers';

export const multiRoleUserSchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1),
  email: textField,
  role: userTypeSchema,
  organization_id: z.string(),
  personal_info: z.object({
    first_name: textField,
    last_name: textField,
    display_name: textField,
    phone: nullableTextField,
  }),
  preferences: preferencesSchema,
  subscription_plan: z.enum(PLANS).nullable(),
  subscription_status: subscriptionStatusSchema,
  is_active: z.boolean(),
  permissions: z.array(z.string()),
  address: userAddressField,
  profile_picture: nullableTextField,
  timestamps: z.object({ created_at: nullableTimestampField, updated_at: nullableTimestampField }),
  last_active_at: nullableTimestampField,
});
export type MultiRoleUser = z.output<typeof multiRoleUserSchema>;

export function parseMultiRoleUser(id: string, data: unknown): ParseResult<MultiRoleUser> {
  return parseDocument(multiRoleUserSchema, MULTI_ROLE_USERS_COLLECTION, id, data);
}

/** The migration's mapping of a profile to its multi-role copy (same id as the profile). */
export function toMultiRoleUser(user: User): MultiRoleUser {
  return {
    id: user.uid,
    uid: user.uid,
    email: user.email,
    role: user.userType,
    organization_id: user.orga_id,
    personal_info: {
      first_name: user.firstName,
      last_name: user.lastName,
      display_name: user.displayName,
      phone: user.phoneNumber,
    },
    preferences: user.preferences,
    subscription_plan: user.subscription?.plan ?? null,
    subscription_status: user.subscription?.status ?? 'none',
    is_active: user.isActive,
    permissions: user.permissions,
    address: user.address,
    profile_picture: user.profilePicture,
    timestamps: { created_at: user.createdAt, updated_at: user.updatedAt },
    last_active_at: user.lastLogin,
  };
}
