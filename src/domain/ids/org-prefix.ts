import type { UserType } from '@/domain/shared/role';

/** Organisation id prefixes by role (spec §9). */
export const ORG_ID_PREFIXES = {
  admin: 'admin',
  ambulance: 'ambu',
  vtc: 'vtc',
  clinique: 'clin',
  patient: 'pat',
} as const satisfies Record<UserType, string>;
export type OrgIdPrefix = (typeof ORG_ID_PREFIXES)[UserType];

export function orgIdPrefix(role: UserType): OrgIdPrefix {
  return ORG_ID_PREFIXES[role];
}
