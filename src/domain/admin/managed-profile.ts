import { DEFAULT_COMPANY_NAME, DEFAULT_ORG_ID } from '@/domain/constants';
import type { UserType } from '@/domain/shared/role';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { defaultPermissions } from '@/domain/user/user-defaults';
import { defaultPreferences } from '@/domain/user/user-preferences';

/**
 * The users document of an account an admin creates (gestionusers): the role the admin chose (admin included,
 * which a sign-up never gets), the §5 defaults, no subscription, created by the admin. First and last names are
 * left for the user's settings (the sign-up's name rule lives in new-profile.ts; not imported here to keep the
 * back-office chunk from splitting the sign-up's).
 */
export function buildManagedProfile(input: {
  uid: string;
  email: string;
  displayName: string;
  userType: UserType;
  orgaId?: string | undefined;
  adminUid: string;
  now: EpochMillis;
}): Record<string, unknown> {
  return {
    uid: input.uid,
    email: input.email,
    firstName: '',
    lastName: '',
    displayName: input.displayName.trim() || input.email,
    phoneNumber: null,
    profilePicture: null,
    userType: input.userType,
    isActive: true,
    orga_id: input.orgaId || DEFAULT_ORG_ID,
    company_name: DEFAULT_COMPANY_NAME,
    address: null,
    permissions: defaultPermissions(input.userType),
    preferences: defaultPreferences(),
    loginCount: 0,
    createdAt: input.now,
    updatedAt: input.now,
    lastLogin: null,
    createdBy: input.adminUid,
  };
}
