import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PRIVATE_ROUTE_SLOW_HINT_MS } from '@/domain/constants';
import { awaitsOrganisation } from '@/domain/organisation/join-organisation';
import { useAuth } from '@/services/session/session-context';
import { Spinner } from '@/ui/spinner';
import { useElapsed } from '@/ui/use-elapsed';
import { authUrlFor } from '@/services/return-to';

// Asked once in an account's life (joining or founding its organisation, with the identity form and the address
// search): loaded on demand, so a member's dashboard does not carry it in its first load (budget 260 KiB).
const OrganisationEntryScreen = lazy(async () => ({
  default: (await import('@/features/auth/organisation-entry-screen')).OrganisationEntryScreen,
}));

// Screens of something gone wrong (no usable profile, an account switched off): loaded when shown, not with every
// dashboard's first load (issue 24: the 260 KiB budget).
const ProfileProblemScreen = lazy(async () => ({
  default: (await import('@/features/auth/profile-problem-screen')).ProfileProblemScreen,
}));
const AccountDisabledScreen = lazy(async () => ({
  default: (await import('@/features/auth/account-disabled-screen')).AccountDisabledScreen,
}));

function SlowSpinner({ slowAfterMs }: { slowAfterMs: number }) {
  const slow = useElapsed(slowAfterMs);
  return (
    <div className="guard-wait">
      <Spinner />
      {slow && (
        <div role="alert">
          <p>Le chargement prend plus de temps que prévu...</p>
          <p>Vérifiez votre connexion internet. Vos actions hors ligne restent enregistrées.</p>
        </div>
      )}
    </div>
  );
}

interface RequireAuthProps {
  children: ReactNode;
  slowAfterMs?: number;
  onRetry?: () => void;
}

/**
 * Private-route guard (spec §2): spinner, slow hint after 10 s, auth error with Réessayer, else /auth. A signed-in
 * user whose profile is missing or unreachable sees why, with Réessayer, on the page they asked for.
 */
export function RequireAuth({
  children,
  slowAfterMs = PRIVATE_ROUTE_SLOW_HINT_MS,
  onRetry = () => window.location.reload(),
}: RequireAuthProps) {
  const { initializing, profileLoading, profileStatus, user, initError, profile } = useAuth();
  const location = useLocation();
  if (initError) {
    return (
      <div className="guard-error" role="alert">
        <p>Une erreur est survenue lors de l’authentification : {initError}</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Réessayer
        </button>
      </div>
    );
  }
  if (initializing || profileLoading) return <SlowSpinner slowAfterMs={slowAfterMs} />;
  if (!user) return <Navigate to={authUrlFor(location.pathname + location.search)} replace />;
  // Signed in without a usable profile: the cause, Réessayer and Se déconnecter, here — never a redirect.
  if (profileStatus === 'missing' || profileStatus === 'unreachable') {
    return (
      <Suspense fallback={<SlowSpinner slowAfterMs={slowAfterMs} />}>
        <ProfileProblemScreen />
      </Suspense>
    );
  }
  // Issue 21: an account an administrator switched off is told so, once, rather than refused at every action.
  if (profile && profile.isActive === false) {
    return (
      <Suspense fallback={<SlowSpinner slowAfterMs={slowAfterMs} />}>
        <AccountDisabledScreen />
      </Suspense>
    );
  }
  // Issue 20: a company or clinic account verifies its e-mail and answers its invitation before anything else.
  if (profile && awaitsOrganisation(profile)) {
    return (
      <Suspense fallback={<SlowSpinner slowAfterMs={slowAfterMs} />}>
        <OrganisationEntryScreen profile={profile} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
