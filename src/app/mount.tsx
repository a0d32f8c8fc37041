import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/routes/app-routes';
import { ROOT_ELEMENT_MISSING } from '@/domain/errors/developer-errors';
import { preloadSignedIn } from '@/app/routes/route-table';
import { preloadSessionFiles } from '@/app/session/preload-session-files';
import { createSessionGate } from '@/app/session/session-gate';
import { wasSignedIn } from '@/app/session/session-hint';
import { SessionHost } from '@/app/session/session-host';
import { isPrerenderedFor, keepPrerenderedHtml, markRendered } from './prerendered-page';

export { ROOT_ELEMENT_MISSING };

/**
 * Mounts into #root. Public pages start without a session (a light shell); the session module — configuration
 * check (fail fast, ARCHITECTURE §2), adapters of the mode, device data — loads on the first page that needs it,
 * or at once when someone was signed in on this device. A prerendered page is hydrated, anything else rendered.
 */
export function mountApp(doc: Document = document): void {
  const container = doc.getElementById('root');
  if (!container) throw new Error(ROOT_ELEMENT_MISSING);
  const gate = createSessionGate(async () =>
    (await import('@/app/session/session-bridge')).startSession(),
  );
  if (wasSignedIn()) {
    preloadSessionFiles(doc);
    gate.load();
    preloadSignedIn(location.pathname);
  }
  const app = (
    <StrictMode>
      <SessionHost gate={gate}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionHost>
    </StrictMode>
  );
  if (isPrerenderedFor(doc)) {
    keepPrerenderedHtml(doc);
    hydrateRoot(container, app);
    return;
  }
  container.replaceChildren();
  createRoot(container).render(app);
  markRendered(doc);
}
