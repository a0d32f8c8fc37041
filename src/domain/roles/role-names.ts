import type { UserType } from '@/domain/shared/role';

/**
 * How each role is named on screen. Alone in its module (role-labels.ts re-exports it): the prerendered /auth
 * names the demo personas' roles without loading the notification types and their schemas.
 */
export const ROLE_LABELS: Record<UserType, string> = {
  admin: 'Administrateur',
  ambulance: 'Ambulance',
  vtc: 'VTC',
  clinique: 'Clinique',
  patient: 'Patient',
};
