import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConfigErrorScreen } from '@/app/config-error-screen';
import { routes } from '@/app/routes/route-table';
import { appConfig } from '@/config/env';

export const ROOT_ELEMENT_MISSING = 'Failed to find the root element';

/** Validates the configuration (fail fast, ARCHITECTURE §2), then mounts the app into #root. */
export function mountApp(doc: Document = document): void {
  const container = doc.getElementById('root');
  if (!container) throw new Error(ROOT_ELEMENT_MISSING);
  const root = createRoot(container);
  try {
    appConfig();
  } catch (error) {
    root.render(
      <ConfigErrorScreen message={error instanceof Error ? error.message : String(error)} />,
    );
    throw error;
  }
  root.render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}
