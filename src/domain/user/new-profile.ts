import { DEFAULT_COMPANY_NAME, DEFAULT_ORG_ID } from '@/domain/constants';
import { ERRORS } from '@/domain/errors/error-catalogue';
import { toFrenchLocaleString, type EpochMillis } from '@/domain/shared/timestamp';
import type { UserType } from '@/domain/shared/role';
import {
  EMPTY_ROLE_EMAIL_LISTS,
  resolveRole,
  type RoleEmailLists,
} from '@/domain/user/role-email-lists';
import { stripUndefined } from '@/domain/user/strip-undefined';
import type { User } from '@/domain/user/user';
import { defaultPermissions } from '@/domain/user/user-defaults';
import { parseNames } from '@/domain/user/user-names';
import { defaultPreferences } from '@/domain/user/user-preferences';

type ProfileTimestamps = 'createdAt' | 'updatedAt' | 'lastLogin';

/** A profile as written: timestamps are fr-FR Europe/Paris strings (spec §3, §9). */
export type UserDocument = Omit<User, ProfileTimestamps | 'subscription'> &
  Record<ProfileTimestamps, string>;

export interface NewProfileInput {
  uid: string | null | undefined;
  email: string | null | undefined;
  displayName?: string | null;
  phoneNumber?: string | null;
  profilePicture?: string | null;
  requestedRole?: unknown;
  createdBy?: string;
  now: EpochMillis;
  lists: RoleEmailLists;
}

export type NewProfileResult = { ok: true; profile: UserDocument } | { ok: false; error: string };

/**
 * The complete document written at sign-up (spec §3, §5): role by e-mail list, names from displayName or
 * e-mail, organisation and preference defaults, first login counted. No subscription: it is created by
 * the trial or by an admin. Without a uid the profile is refused with the spec's message.
 */
export function buildNewProfile(input: NewProfileInput): NewProfileResult {
  const { uid, email, now, lists } = input;
  if (!uid) return { ok: false, error: ERRORS.invalidUserData };
  const userType = resolveRole({ email, requestedRole: input.requestedRole }, lists);
  const { firstName, lastName } = parseNames({ displayName: input.displayName, email });
  const stamp = toFrenchLocaleString(now);
  const profile: UserDocument = {
    uid,
    email: email ?? '',
    firstName,
    lastName,
    displayName: input.displayName?.trim() || [firstName, lastName].join(' ').trim(),
    phoneNumber: input.phoneNumber ?? null,
    profilePicture: input.profilePicture ?? null,
    userType,
    isActive: true,
    orga_id: DEFAULT_ORG_ID,
    company_name: DEFAULT_COMPANY_NAME,
    address: null,
    permissions: defaultPermissions(userType),
    preferences: defaultPreferences(),
    loginCount: 1,
    createdAt: stamp,
    updatedAt: stamp,
    lastLogin: stamp,
    createdBy: input.createdBy ?? uid,
  };
  return { ok: true, profile: stripUndefined(profile) };
}

/** The merge-write recording one more sign-in. */
export function recordLogin(profile: Pick<User, 'loginCount'>, now: EpochMillis) {
  const stamp = toFrenchLocaleString(now);
  return { loginCount: profile.loginCount + 1, lastLogin: stamp, updatedAt: stamp };
}

/**
 * The profile with the role a server-side list gives this e-mail (Firebase mode: the user's own `roleEmails`
 * entry, honoured for verified e-mails only), applied by the same rule as the configured lists (spec §5).
 */
export function withListedRole(profile: UserDocument, listed: UserType | null): UserDocument {
  if (listed === null || listed === 'patient') return profile;
  const lists = { ...EMPTY_ROLE_EMAIL_LISTS, [listed]: [profile.email] };
  const userType = resolveRole({ email: profile.email, requestedRole: profile.userType }, lists);
  return { ...profile, userType, permissions: defaultPermissions(userType) };
}
