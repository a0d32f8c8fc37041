import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { PATHS } from '@/config/paths';
import { consumeReturnTarget } from '@/services/return-to';
import { useServices } from '@/services/services-context';
import { useAuth, type SignUpInput } from '@/services/session/session-context';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import { DemoPersonas } from './demo-personas';
import { ProfileProblemScreen } from './profile-problem-screen';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'login' | 'signup';

/** /auth?mode=login|signup&returnTo=… — sign in, sign up, Google, or a demo persona. */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const { user, profileStatus, error, signIn, signUp, signInWithGoogle, clearError } = useAuth();
  const { mode: runtime, demoPersonas } = useServices();
  const [busy, setBusy] = useState(false);

  // Signed in: on to the return target once the profile is there — and only then. A user whose profile is
  // missing or unreachable sees why here, as on the private routes: redirecting them was the /dashboard ↔ /auth
  // loop of issue 10.
  if (user && !busy) {
    if (profileStatus === 'ready') {
      return <Navigate to={consumeReturnTarget(params.get('returnTo'))} replace />;
    }
    if (profileStatus === 'missing' || profileStatus === 'unreachable') {
      return <ProfileProblemScreen />;
    }
    return (
      <div className="guard-wait">
        <Spinner />
      </div>
    );
  }

  const attempt = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The session stored the French message; it is shown below.
    } finally {
      // Signed in, the render above leaves for the return target (or shows the profile's problem).
      setBusy(false);
    }
  };

  const switchTo = (next: Mode) => {
    clearError();
    const updated = new URLSearchParams(params);
    updated.set('mode', next);
    setParams(updated, { replace: true });
  };

  return (
    <div className={`auth-page${demoPersonas?.length ? ' auth-page--with-demo' : ''}`}>
      <Link to={PATHS.home} className="auth-page__back">
        ← Retour à l’accueil
      </Link>
      <div className="auth-card card">
        <PageTitle title={mode === 'login' ? 'Connexion' : 'Créer un compte'}>
          {mode === 'login' ? 'Connexion' : 'Créer un compte'}
        </PageTitle>
        <div className="segmented" role="group" aria-label="Choisir une action">
          <button type="button" aria-pressed={mode === 'login'} onClick={() => switchTo('login')}>
            J’ai un compte
          </button>
          <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchTo('signup')}>
            Je crée mon compte
          </button>
        </div>
        {error && (
          <Alert tone="danger">
            <p>{error}</p>
          </Alert>
        )}
        {mode === 'login' ? (
          <SignInForm
            busy={busy}
            onSubmit={(email, password) => attempt(() => signIn(email, password))}
          />
        ) : (
          <SignUpForm busy={busy} onSubmit={(input: SignUpInput) => attempt(() => signUp(input))} />
        )}
        {runtime !== 'local' && (
          <button
            type="button"
            className="button button--secondary button--block button--large auth-google"
            disabled={busy}
            onClick={() => attempt(signInWithGoogle)}
          >
            Continuer avec Google
          </button>
        )}
      </div>
      {demoPersonas && demoPersonas.length > 0 && (
        <DemoPersonas
          personas={demoPersonas}
          busy={busy}
          onChoose={(persona) => attempt(() => signIn(persona.email, persona.password))}
        />
      )}
    </div>
  );
}
