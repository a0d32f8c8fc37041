import { normaliseRole } from '@/domain/shared/role';
import { canAccessArea, type Area } from '@/domain/roles/area-permissions';
import { AUTH_PATH, DASHBOARD_ROOT, dashboardPathFor } from '@/domain/roles/dashboard-path';

/**
 * Spec §2 role guard: null when the role may stay; otherwise where to go — own dashboard, patients to
 * /dashboard, and no profile to /auth (spec §8).
 */
export function roleGuardRedirect(role: unknown, area: Area): string | null {
  const userType = normaliseRole(role);
  if (userType === null) return AUTH_PATH;
  if (canAccessArea(userType, area)) return null;
  return userType === 'patient' ? DASHBOARD_ROOT : dashboardPathFor(userType);
}
