import { lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import type { RuntimeMode } from '@/config/runtime-mode';
import { PATHS } from '@/config/paths';
import { consumeReturnTarget } from '@/services/return-to';
import {
  ServicesContext,
  type AppServices,
  type DemoPersonaCard,
} from '@/services/services-context';
import {
  useOptionalAuth,
  type Session,
  type SignUpInput,
} from '@/services/session/session-context';
import { useRequestSession } from '@/services/session/session-requirement';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';
import { Spinner } from '@/ui/spinner';
import type { DemoPersonasProps } from './demo-personas';
import { SignInForm } from './sign-in-form';
import { useHydrated } from '@/ui/use-hydrated';

// None is part of the prerendered view (sign-in, signed out; the app's personas come as BeforeSession): their
// code loads when they show.
const DemoPersonas = lazy(async () => ({
  default: (await import('./demo-personas')).DemoPersonas,
}));
const SignUpForm = lazy(async () => ({ default: (await import('./sign-up-form')).SignUpForm }));
const ProfileProblemScreen = lazy(async () => ({
  default: (await import('./profile-problem-screen')).ProfileProblemScreen,
}));

type Mode = 'login' | 'signup';

const startsIntent = (target: EventTarget) =>
  target instanceof Element && target.closest('input, select, textarea, button') !== null;

/**
 * What the page shows before the session runs: the build's runtime mode and, in demo mode, the list of personas
 * (kept once the session runs, so a focused persona stays focused).
 */
export interface BeforeSession {
  mode: RuntimeMode;
  /**
   * Starts loading what the signed-in start needs (issue 24): at the visitor's first intent (null), then with the
   * signed-in profile, whose landing page loads while this page still shows.
   */
  preloadSignedIn?: (signedIn: Pick<Session, 'effectiveRole' | 'profile'> | null) => void;
  DemoPersonas?: ComponentType<
    Omit<DemoPersonasProps, 'personas'> & Partial<Pick<DemoPersonasProps, 'personas'>>
  >;
}

interface Running {
  session: Session;
  services: AppServices;
}
type Live = { [K in keyof Running]: Running[K] | null };

/**
 * /auth?mode=login|signup&returnTo=… — sign in, sign up, Google, or a demo persona.
 *
 * Prerendered and painted before any script: the page works without the session until the visitor acts (focus,
 * tap, submit), which starts loading it; an action taken meanwhile waits for it. Someone signed in on this device
 * has the session loading from the start (mount.tsx) and is sent on to the return target once it runs.
 */
export default function AuthPage({ beforeSession }: { beforeSession: BeforeSession }) {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const requestSession = useRequestSession();
  const session = useOptionalAuth();
  const services = useContext(ServicesContext);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const live = useRef<Live>({ session, services });
  const waiting = useRef<((running: Running) => void)[]>([]);
  useEffect(() => {
    live.current = { session, services };
    if (session && services)
      waiting.current.splice(0).forEach((resume) => resume({ session, services }));
  }, [session, services]);
  // Resolves once the session reached this page (not merely the shell: the two may commit apart).
  const running = async (): Promise<Running> => {
    await requestSession();
    const { session: now, services: ready } = live.current;
    if (now && ready) return { session: now, services: ready };
    return new Promise((resume) => waiting.current.push(resume));
  };

  // The profile's landing page loads while this page still shows (the redirect would only then discover it).
  const preloadSignedIn = beforeSession.preloadSignedIn;
  const ready = session?.profileStatus === 'ready' ? session : null;
  const readyUid = ready?.profile?.uid ?? null;
  useEffect(() => {
    if (ready && readyUid) preloadSignedIn?.(ready);
    // Once per account: a refreshed profile lands on the same page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyUid, preloadSignedIn]);
  // The first sign of intent (a control focused or pressed; not the title, which the shell focuses on each page)
  // starts loading the session, the form's checks and the dashboard, so they are ready by the time it is sent.
  const intent = (target: EventTarget) => {
    if (!startsIntent(target)) return;
    void requestSession();
    void import('./auth-schemas');
    preloadSignedIn?.(null);
  };

  const runtime = services?.mode ?? beforeSession.mode;
  const PersonasBeforeSession = beforeSession.DemoPersonas;
  // Undefined until the session runs (the build's list shows meanwhile); then the session's own.
  const personas = services ? (services.demoPersonas ?? []) : undefined;
  const withDemo = personas ? personas.length > 0 : Boolean(PersonasBeforeSession);

  // Signed in: on to the return target once the profile is there — and only then. A user whose profile is
  // missing or unreachable sees why here, as on the private routes: redirecting them was the /dashboard ↔ /auth
  // loop of issue 10.
  if (session?.user && !busy) {
    if (session.profileStatus === 'ready') {
      return <Navigate to={consumeReturnTarget(params.get('returnTo'))} replace />;
    }
    if (session.profileStatus === 'missing' || session.profileStatus === 'unreachable') {
      return (
        <Suspense fallback={<Spinner />}>
          <ProfileProblemScreen />
        </Suspense>
      );
    }
    return (
      <div className="guard-wait">
        <Spinner />
      </div>
    );
  }

  const attempt = async (action: (running: Running) => Promise<void>) => {
    setBusy(true);
    try {
      await action(await running());
    } catch {
      // The session stored the French message; it is shown below.
    } finally {
      // Signed in, the render above leaves for the return target (or shows the profile's problem).
      setBusy(false);
    }
  };

  const choosePersona = (card: DemoPersonaCard) =>
    attempt(async ({ session: running, services: ready }) => {
      const persona = ready.demoPersonas?.find((known) => known.email === card.email);
      if (persona) await running.signIn(persona.email, persona.password);
    });

  const switchTo = (next: Mode) => {
    session?.clearError();
    const updated = new URLSearchParams(params);
    updated.set('mode', next);
    setParams(updated, { replace: true });
  };

  return (
    <div
      className={`auth-page${withDemo ? ' auth-page--with-demo' : ''}`}
      onFocusCapture={(event) => intent(event.target)}
      onPointerDownCapture={(event) => intent(event.target)}
    >
      <Link to={PATHS.home} className="auth-page__back">
        ← Retour à l’accueil
      </Link>
      <div className="auth-card card">
        <PageTitle title={mode === 'login' ? 'Connexion' : 'Créer un compte'}>
          {mode === 'login' ? 'Connexion' : 'Créer un compte'}
        </PageTitle>
        <div className="segmented" role="group" aria-label="Choisir une action">
          <button
            type="button"
            aria-pressed={mode === 'login'}
            disabled={!hydrated}
            onClick={() => switchTo('login')}
          >
            J’ai un compte
          </button>
          <button
            type="button"
            aria-pressed={mode === 'signup'}
            disabled={!hydrated}
            onClick={() => switchTo('signup')}
          >
            Je crée mon compte
          </button>
        </div>
        {session?.error && (
          <Alert tone="danger">
            <p>{session.error}</p>
          </Alert>
        )}
        {mode === 'login' ? (
          <SignInForm
            busy={busy}
            ready={hydrated}
            onSubmit={(email, password) => attempt(({ session: s }) => s.signIn(email, password))}
          />
        ) : (
          <Suspense fallback={<Spinner />}>
            <SignUpForm
              busy={busy}
              onSubmit={(input: SignUpInput) => attempt(({ session: s }) => s.signUp(input))}
            />
          </Suspense>
        )}
        {runtime !== 'local' && (
          <button
            type="button"
            className="button button--secondary button--block button--large auth-google"
            disabled={busy || !hydrated}
            onClick={() => attempt(({ session: s }) => s.signInWithGoogle())}
          >
            Continuer avec Google
          </button>
        )}
      </div>
      {withDemo && (
        // One element from prerender to session (no remount: a focused persona keeps its focus).
        <Suspense fallback={null}>
          {PersonasBeforeSession ? (
            <PersonasBeforeSession
              personas={personas}
              busy={busy || !hydrated}
              onChoose={(card) => choosePersona(card)}
            />
          ) : (
            <DemoPersonas
              personas={personas ?? []}
              busy={busy || !hydrated}
              onChoose={(card) => choosePersona(card)}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
