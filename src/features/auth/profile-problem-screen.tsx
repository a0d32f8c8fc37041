import { useState } from 'react';
import { useAuth } from '@/services/session/session-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';

/**
 * A signed-in user without a usable profile (creation refused, profile unreachable): the cause in French,
 * « Réessayer » (reads or creates the profile again, no page reload) and « Se déconnecter ». Shown in place by
 * the private routes and by /auth — never a redirect, which is what looped between /dashboard and /auth.
 */
export function ProfileProblemScreen() {
  const { profileProblem, error, retryProfile, signOut } = useAuth();
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // A failed sign-out is stored by the session and shown below.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <div className="auth-card card">
        <PageTitle>Profil indisponible</PageTitle>
        <Alert tone="danger">
          <p>{profileProblem ?? 'Votre profil n’a pas pu être chargé.'}</p>
          {error && <p>{error}</p>}
        </Alert>
        <p>
          Vous êtes connecté, mais l’application a besoin de votre profil pour continuer. Réessayez
          dans un instant ; si le problème persiste, déconnectez-vous et contactez votre
          administrateur.
        </p>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => act(retryProfile)}
          >
            Réessayer
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => act(signOut)}
          >
            Se déconnecter
          </button>
        </div>
      </div>
    </div>
  );
}
