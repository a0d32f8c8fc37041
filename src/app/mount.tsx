import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createFirebaseRuntime } from '@/app/compose/create-firebase-runtime';
import { createLocalRuntime } from '@/app/compose/create-local-runtime';
import type { Runtime } from '@/app/compose/runtime';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { AppProviders } from '@/app/providers/app-providers';
import { UserSession } from '@/app/providers/user-session';
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
  const runtime =
    config.mode === 'local'
      ? createLocalRuntime(config, systemClock)
      : createFirebaseRuntime(config, systemClock);
  renderApp(root, runtime);
}
