import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { hasAccess } from '@/domain/subscription/access';
import { useAuth } from '@/services/session/session-context';

/** Ambulance, VTC and clinic accounts need an active or trial subscription; others go to /tarifs. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  // Spec §8: a missing profile sends the user back to /auth.
  if (!profile) return <Navigate to={PATHS.auth} replace />;
  if (!hasAccess(profile).hasAccess) return <Navigate to={PATHS.pricing} replace />;
  return <>{children}</>;
}
