import { Navigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { dashboardPathFor } from '@/domain/roles/dashboard-path';
import { useAuth } from '@/services/session/session-context';

/** /dashboard sends each role to its own dashboard; no profile → /auth (spec §2). */
export function DashboardIndexRedirect() {
  const { profile, effectiveRole } = useAuth();
  if (!profile) return <Navigate to={PATHS.auth} replace />;
  return <Navigate to={dashboardPathFor(effectiveRole)} replace />;
}
