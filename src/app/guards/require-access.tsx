import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { useAuth } from '@/services/session/session-context';
import { useAccess } from '@/services/session/use-access';
import { Spinner } from '@/ui/spinner';

/**
 * Ambulance, VTC and clinic accounts need an active or trial subscription — their own or their organisation's
 * (issue 13: a member works under the one its responsable took); others go to /tarifs.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { profile } = useAuth();
  const access = useAccess();
  // Spec §8: a missing profile sends the user back to /auth.
  if (!profile) return <Navigate to={PATHS.auth} replace />;
  if (access === 'loading') return <Spinner label="Vérification de l’abonnement…" />;
  if (!access.hasAccess) return <Navigate to={PATHS.pricing} replace />;
  return <>{children}</>;
}
