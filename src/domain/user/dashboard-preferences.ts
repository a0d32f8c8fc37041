import { DASHBOARD_PATHS } from '@/domain/roles/dashboard-path';
import { normaliseRole, type UserType } from '@/domain/shared/role';
import type { UserPreferences } from '@/domain/user/user-preferences';

/** The dashboard views a user can start on (spec §3 preferences.dashboard.defaultView, « overview » by default). */
export const DASHBOARD_VIEWS = ['overview', 'transports'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export const DASHBOARD_VIEW_LABELS: Record<DashboardView, string> = {
  overview: 'Vue d’ensemble',
  transports: 'Liste des transports',
};

/** Each role's transport list; the patient and the admin have one page only, their dashboard. */
const TRANSPORT_LIST_PATHS: Record<UserType, string> = {
  clinique: '/dashboard/clinique/transports',
  ambulance: '/dashboard/ambulance/transports',
  vtc: '/dashboard/vtc/transports',
  admin: DASHBOARD_PATHS.admin,
  patient: DASHBOARD_PATHS.patient,
};

type DashboardPreferences = Pick<UserPreferences, 'dashboard'> | null | undefined;

/**
 * Where /dashboard (the landing after sign-in) sends a user: their dashboard, or their transport list when they
 * chose « Liste des transports ». An unknown stored view reads as the overview.
 */
export function landingPathFor(userType: unknown, preferences: DashboardPreferences): string {
  const role = normaliseRole(userType) ?? 'patient';
  return preferences?.dashboard.defaultView === 'transports'
    ? TRANSPORT_LIST_PATHS[role]
    : DASHBOARD_PATHS[role];
}

/** Whether the dashboards show their statistics (counts, tiles); shown unless the user turned them off. */
export const showsStatistics = (preferences: DashboardPreferences): boolean =>
  preferences?.dashboard.showStats !== false;
