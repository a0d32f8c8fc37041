// Build step: writes every public page as static HTML (content, title, description, canonical, Open Graph),
// plus robots.txt and sitemap.xml, then checks the first-load budgets. It runs in the client build's
// closeBundle, before vite-plugin-pwa's, so the service worker precaches the prerendered pages.
//
// Why this way: the pages are rendered by the app's own route table through Vite's SSR build of one small entry
// (src/app/prerender/render-page.tsx, react-dom/static `prerender`, which waits for the lazy pages), so there is
// no second router, no headless browser and no new dependency; the client then hydrates the same tree.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { OTHER_VIEW_QUERY } from '../src/app/prerendered-page';
import { pageUrl, parseSiteUrl } from '../src/config/site-url';
import {
  chunksOf,
  ENTRY,
  formatFirstLoads,
  measureFirstLoads,
  overBudget,
  readManifest,
} from './first-load';

const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';

export { DEFAULT_SITE_URL } from '../src/config/site-url';

interface PublicPage {
  path: string;
  title: string;
  description: string;
  module: string;
  hydrated: boolean;
}

interface ServerModule {
  renderPage(path: string): Promise<string>;
  documentTitle(title: string): string;
  PUBLIC_PAGES: readonly PublicPage[];
}

/** `/` → index.html, `/cgu` → cgu.html, `/accueil/demo` → accueil/demo.html (served clean by most hosts). */
export const htmlFileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Served for another path (host fallback, service worker navigation fallback): hide this page's content at once;
// the app renders the right one (src/app/prerendered-page.ts).
const OTHER_ROUTE_GUARD =
  '<script>(function(r){var p=location.pathname.replace(/\\/+$/,"")||"/";' +
  `if(p!==r.getAttribute("data-route")||${OTHER_VIEW_QUERY}.test(location.search))` +
  'r.setAttribute("data-other-route","")})(document.documentElement)</script>' +
  '<style>[data-other-route] #root{display:none}</style>';

function pageHtml(
  template: string,
  page: PublicPage,
  body: string,
  title: string,
  siteUrl: string,
  preloads: readonly string[],
) {
  const url = pageUrl(siteUrl, page.path);
  const description = escapeHtml(page.description);
  const head = [
    OTHER_ROUTE_GUARD,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="fr_FR" />',
    '<meta property="og:site_name" content="Transport Sanitaire" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:image" content="${pageUrl(siteUrl, '/icons/icon-512.png')}" />`,
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
  return template
    .replace('<html lang="fr">', `<html lang="fr" data-route="${page.path}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

function sitemap(siteUrl: string, pages: readonly PublicPage[]) {
  const urls = pages
    .map((page) => `  <url><loc>${escapeHtml(pageUrl(siteUrl, page.path))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

// /auth is a public page (people search for « connexion transport sanitaire »): crawlable. Only the signed-in
// dashboards are kept out.
const robots = (siteUrl: string) =>
  `User-agent: *\nDisallow: /dashboard\nAllow: /\n\nSitemap: ${pageUrl(siteUrl, '/sitemap.xml')}\n`;

async function renderServerBundle(
  config: ResolvedConfig,
): Promise<{ module: ServerModule; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'prerender-'));
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: SERVER_ENTRY,
      outDir: dir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rollupOptions: { output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  const module = (await import(pathToFileURL(join(dir, 'render-page.mjs')).href)) as ServerModule;
  return { module, dir };
}

export function prerenderPublicPages(): Plugin {
  let config: ResolvedConfig;
  let siteUrl: string;
  return {
    name: 'prerender-public-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      // One validated value (src/config/site-url.ts), checked before anything is built: the environment first,
      // then the .env files of the mode.
      const fromFiles =
        resolved.envDir === false ? {} : loadEnv(resolved.mode, resolved.envDir, 'SITE_URL');
      siteUrl = parseSiteUrl(process.env.SITE_URL ?? fromFiles.SITE_URL);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const outDir = resolve(config.root, config.build.outDir);
        const { module: server, dir } = await renderServerBundle(config);
        try {
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const manifest = readManifest(outDir);
          const shell = new Set(chunksOf(manifest, [ENTRY]));
          for (const page of server.PUBLIC_PAGES) {
            const preloads = page.hydrated
              ? chunksOf(manifest, [page.module]).filter((file) => !shell.has(file))
              : [];
            const body = await server.renderPage(page.path);
            const title = server.documentTitle(page.title);
            const file = join(outDir, htmlFileOf(page.path));
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, pageHtml(template, page, body, title, siteUrl, preloads));
          }
          await writeFile(join(outDir, 'robots.txt'), robots(siteUrl));
          await writeFile(join(outDir, 'sitemap.xml'), sitemap(siteUrl, server.PUBLIC_PAGES));
          const loads = measureFirstLoads(outDir, server.PUBLIC_PAGES);
          // Printed whatever the log level: the figures are the point of this step.
          console.info(`\nPremier chargement (JavaScript gzip) :\n${formatFirstLoads(loads)}\n`);
          const over = overBudget(loads);
          if (over.length > 0) {
            throw new Error(
              `Budget de premier chargement dépassé : ${over.map((load) => load.page).join(', ')}`,
            );
          }
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    },
  };
}
