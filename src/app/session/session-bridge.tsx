import { useContext, useEffect, type ReactNode } from 'react';
import { createFirebaseRuntime } from '@/app/compose/create-firebase-runtime';
import { createLocalRuntime } from '@/app/compose/create-local-runtime';
import type { Runtime } from '@/app/compose/runtime';
import { UserSession } from '@/app/providers/user-session';
import { appConfig } from '@/config/env';
import { UserDataContext } from '@/data/local/user-data-context';
import { AuthProvider } from '@/services/session/auth-provider';
import { useAuth } from '@/services/session/session-context';
import type { PublishedSession } from './published-session';
import type { LoadedSession } from './session-gate';
import { markTiming } from '@/services/timing-mark';
import { rememberSignedIn } from './session-hint';
import {
  forgetFirstScreen,
  releaseFirstScreen,
} from '@/services/first-screen/release-first-screen';

const systemClock = { now: () => Date.now() };

function Publish({
  runtime,
  onPublish,
}: {
  runtime: Runtime;
  onPublish: (session: PublishedSession) => void;
}) {
  const session = useAuth();
  const userData = useContext(UserDataContext);
  useEffect(() => {
    onPublish({ services: runtime.services, session, userData });
  }, [runtime, session, userData, onPublish]);
  const signedIn = session.user !== null;
  const settled = !session.initializing;
  useEffect(() => {
    if (!settled) return;
    rememberSignedIn(signedIn);
    if (signedIn) return;
    // Nobody is signed in: the stored first screen (patients' names) goes, and no longer hides the page.
    forgetFirstScreen();
    releaseFirstScreen();
  }, [settled, signedIn]);
  return null;
}

function SessionProviders({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  const { services } = runtime;
  return (
    <AuthProvider
      auth={services.auth}
      profiles={services.profiles}
      roleEmails={services.roleEmails}
      clock={services.clock}
    >
      <UserSession runtime={runtime}>{children}</UserSession>
    </AuthProvider>
  );
}

/**
 * Loaded on the first page that needs a session: validates the configuration (fail fast, ARCHITECTURE §2),
 * composes the adapters of the mode and returns the Bridge the shell mounts. Throws a ConfigError in French.
 */
export function startSession(): LoadedSession {
  markTiming('démarrage : module de session');
  const config = appConfig();
  const runtime =
    config.mode === 'local'
      ? createLocalRuntime(config, systemClock)
      : createFirebaseRuntime(config, systemClock);
  return {
    Bridge: ({ onPublish }) => (
      <SessionProviders runtime={runtime}>
        <Publish runtime={runtime} onPublish={onPublish} />
      </SessionProviders>
    ),
  };
}
