import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createLocalRuntime } from '@/app/compose/create-local-runtime';
import type { Runtime } from '@/app/compose/runtime';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { AppProviders } from '@/app/providers/app-providers';
import { UserSession } from '@/app/providers/user-session';
import { RootLoadingScreen } from '@/app/root-loading-screen';
import { routes } from '@/app/routes/route-table';
import { appConfig } from '@/config/env';

export const ROOT_ELEMENT_MISSING = 'Failed to find the root element';

const systemClock = { now: () => Date.now() };

function renderApp(root: Root, runtime: Runtime) {
  root.render(
    <StrictMode>
      <AppProviders services={runtime.services}>
        <UserSession runtime={runtime}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </UserSession>
      </AppProviders>
    </StrictMode>,
  );
}

function renderFailure(root: Root, error: unknown) {
  root.render(
    <ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />,
  );
}

/** Validates the configuration (fail fast, ARCHITECTURE §2), composes the adapters, mounts into #root. */
export function mountApp(doc: Document = document): void {
  const container = doc.getElementById('root');
  if (!container) throw new Error(ROOT_ELEMENT_MISSING);
  const root = createRoot(container);
  let config;
  try {
    config = appConfig();
  } catch (error) {
    renderFailure(root, error);
    throw error;
  }
  if (config.mode === 'local') {
    renderApp(root, createLocalRuntime(config, systemClock));
    return;
  }
  // Firebase modes load the SDK lazily; the root loading screen covers the wait.
  root.render(<RootLoadingScreen />);
  void import('@/app/compose/create-firebase-runtime')
    .then(({ createFirebaseRuntime }) => createFirebaseRuntime(config, systemClock))
    .then((runtime) => renderApp(root, runtime))
    .catch((error: unknown) => {
      console.error(error);
      renderFailure(root, error);
    });
}
