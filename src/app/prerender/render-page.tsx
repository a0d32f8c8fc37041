import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/routes/app-routes';
import { createSessionGate } from '@/app/session/session-gate';
import { SessionHost } from '@/app/session/session-host';

export { documentTitle, PUBLIC_PAGES } from '@/app/routes/public-pages';

/**
 * Build-time only (the prerender step of .config/prerender.ts runs this through Vite's SSR build): the HTML of a
 * public page as a visitor without session first sees it, with every lazy page resolved. The tree is the one
 * `mountApp` hydrates, so hydration matches.
 */
export async function renderPage(path: string): Promise<string> {
  const gate = createSessionGate(() =>
    Promise.reject(new Error('Aucune session pendant le prérendu')),
  );
  const tree = (
    <SessionHost gate={gate}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </SessionHost>
  );
  // The first pass loads the lazy modules; the second finds them resolved and renders without suspending, so the
  // HTML holds the content in place (no fallback swapped in by an inline script).
  await prerender(tree);
  // Large boundaries would otherwise be outlined for streaming (progressiveChunkSize): keep every page inline.
  const { prelude } = await prerender(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}
