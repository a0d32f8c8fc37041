import { Navigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { landingPathFor } from '@/domain/user/dashboard-preferences';
import { useAuth } from '@/services/session/session-context';

/**
 * /dashboard sends each role to its own dashboard (spec §2), or to its transport list when the user chose that
 * default view in Paramètres (spec §3 preferences); no profile → /auth. An admin viewing as another role follows
 * that role.
 */
export function DashboardIndexRedirect() {
  const { profile, effectiveRole } = useAuth();
  if (!profile) return <Navigate to={PATHS.auth} replace />;
  return <Navigate to={landingPathFor(effectiveRole, profile.preferences)} replace />;
}
