import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createLocalRuntime } from '@/app/compose/create-local-runtime';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { AppProviders } from '@/app/providers/app-providers';
import { UserSession } from '@/app/providers/user-session';
import { routes } from '@/app/routes/route-table';
import { appConfig } from '@/config/env';

export const ROOT_ELEMENT_MISSING = 'Failed to find the root element';

const systemClock = { now: () => Date.now() };

/** Validates the configuration (fail fast, ARCHITECTURE §2), composes the adapters, mounts into #root. */
export function mountApp(doc: Document = document): void {
  const container = doc.getElementById('root');
  if (!container) throw new Error(ROOT_ELEMENT_MISSING);
  const root = createRoot(container);
  let runtime;
  try {
    const config = appConfig();
    runtime = createLocalRuntime(config, systemClock);
  } catch (error) {
    root.render(
      <ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />,
    );
    throw error;
  }
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
