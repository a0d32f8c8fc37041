import { normaliseRole, type UserType } from '@/domain/shared/role';

/** Each role's dashboard (spec §2); the patient space is « utilisateur ». */
export const DASHBOARD_PATHS = {
  clinique: '/dashboard/clinique',
  ambulance: '/dashboard/ambulance',
  vtc: '/dashboard/vtc',
  admin: '/dashboard/admin',
  patient: '/dashboard/utilisateur',
} as const satisfies Record<UserType, string>;

export const DASHBOARD_ROOT = '/dashboard';
export const AUTH_PATH = '/auth';
export const PRICING_PATH = '/tarifs';

/** Where /dashboard sends a user: by userType, taxi as vtc, patient or anything else to the patient space. */
export function dashboardPathFor(userType: unknown): string {
  return DASHBOARD_PATHS[normaliseRole(userType) ?? 'patient'];
}
