// The production build, for real: `vite build` into a temporary folder (~10 s), then the first-load budgets and
// the prerendered HTML are read from it. Runs in `npm test`, before CI's own `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGETS,
  chunksOf,
  DASHBOARD_PAGES,
  ENTRY,
  formatFirstLoads,
  gzipBytes,
  kib,
  measureFirstLoads,
  readManifest,
  SESSION_MODULES,
} from '../../.config/first-load';
import { htmlFileOf } from '../../.config/prerender';
import { documentTitle, PUBLIC_PAGES } from '@/app/routes/public-pages';
import {
  earlyPreloadScript,
  SESSION_PRELOAD_ENTRIES,
  SESSION_PRELOAD_FILE,
} from '@/config/session-preload';
import { firstScreenScript, firstScreenStylesScript } from '@/config/first-screen';

const outDir = mkdtempSync(join(tmpdir(), 'built-site-'));
const html = (path: string) => readFileSync(join(outDir, htmlFileOf(path)), 'utf8');

beforeAll(() => {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test, which would build React's development files.
      env: { ...process.env, NODE_ENV: 'production', SITE_URL: 'https://exemple.fr' },
    },
  );
  if (result.status !== 0)
    throw new Error(`vite build a échoué :\n${result.stdout}\n${result.stderr}`);
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('[SIZE1] first-load budgets: public ≤ 90 KiB, signed-in dashboard ≤ 260 KiB (gzip)', () => {
  it('[SIZE1] every public page and dashboard fits its budget (figures printed)', () => {
    const loads = measureFirstLoads(outDir, PUBLIC_PAGES);
    console.info(`Premier chargement (JavaScript gzip) :\n${formatFirstLoads(loads)}`);
    for (const load of loads) expect(load.bytes, load.page).toBeLessThanOrEqual(load.budget);
    const strict = loads.filter((load) => load.kind === 'public' && load.budget === BUDGETS.public);
    expect(strict.length).toBeGreaterThanOrEqual(PUBLIC_PAGES.length - 1);
  });

  it('[SIZE1] no public page loads Dexie, Firebase or zod before its first paint', () => {
    const shell = html('/');
    const scripts = [...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      // The runtime chunk has no source map: it holds only the bundler's own helpers.
      if (!existsSync(join(outDir, `${file}.map`))) continue;
      const map = JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')) as {
        sources: string[];
      };
      const heavy = map.sources.filter((source) =>
        /node_modules\/(dexie|dexie-react-hooks|zod|firebase|@firebase)\//.test(source),
      );
      expect(heavy, file).toEqual([]);
    }
  });
});

describe('[SIZE2] issue 22: the communes table is a chunk of its own, in no first load', () => {
  const TABLE = 'src/data/local/geocoding/communes-table.generated.ts';

  it('[SIZE2] loaded on demand only (the request form’s offline search), never with a page', () => {
    const manifest = readManifest(outDir);
    expect(manifest[TABLE]?.isDynamicEntry).toBe(true);
    const table = manifest[TABLE]!.file;
    console.info(`Table des communes : ${kib(gzipBytes(outDir, [table]))} gzip (${table}).`);
    const firstLoads = [
      ...PUBLIC_PAGES.map((page) => [ENTRY, page.module]),
      ...Object.values(DASHBOARD_PAGES).map((module) => [ENTRY, ...SESSION_MODULES, module]),
    ];
    for (const modules of firstLoads) expect(chunksOf(manifest, modules)).not.toContain(table);
  });
});

describe('[PRE1] every public page is prerendered with its content and metadata', () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))('[PRE1] %s', (path, page) => {
    const text = html(path);
    expect(text).toContain(`<html lang="fr" data-route="${path}">`);
    expect(text).toContain(`<title>${documentTitle(page.title)}</title>`);
    expect(text).toContain(`<meta name="description" content="${page.description}"`);
    expect(text).toContain(`<link rel="canonical" href="https://exemple.fr${path}"`);
    expect(text).toContain('<meta property="og:title"');
    expect(text).toContain(`<meta property="og:url" content="https://exemple.fr${path}"`);
    expect(text).toContain('<meta property="og:image" content="https://exemple.fr/icons/');
    expect(text).toMatch(/<h1 id="page-title" tabindex="-1">[^<]+/);
    expect(text).toContain('Aller au contenu principal');
    expect(text).toMatch(/<main id="main"/);
    expect(text).not.toContain('Chargement...');
  });

  it('[PRE1] headings and text of the pages are in the HTML, before any script runs', () => {
    // The official (verified) grid only: the unconfirmed avenant-11 figures are no longer shown (issue 25).
    expect(html('/tarifs-cpam')).toContain('51,30');
    expect(html('/tarifs-cpam')).not.toContain('57,39');
    expect(html('/estimation')).toContain('Estimation indicative, ne vaut pas devis.');
    expect(html('/mentions-legales')).toContain('[À compléter : raison sociale]');
    expect(html('/cgu')).toContain('Conditions générales d’utilisation');
  });

  it('[PRE1] robots.txt and sitemap.xml list the public site; only the dashboards are kept out', () => {
    const robots = readFileSync(join(outDir, 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: https://exemple.fr/sitemap.xml');
    expect(robots.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /dashboard']);
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    for (const page of PUBLIC_PAGES)
      expect(sitemap).toContain(`<loc>https://exemple.fr${page.path}</loc>`);
  });

  it('[PRE1] the service worker precaches the prerendered pages', () => {
    expect(existsSync(join(outDir, 'sw.js'))).toBe(true);
    expect(readFileSync(join(outDir, 'sw.js'), 'utf8')).toContain('tarifs-cpam.html');
  });
});

describe('[SIZE3] issue 24: a signed-in start requests its scripts at once', () => {
  it('[SIZE3] session-preload.json lists the session’s and the dashboards’ chunks with every chunk they import', () => {
    const listed = JSON.parse(readFileSync(join(outDir, SESSION_PRELOAD_FILE), 'utf8')) as string[];
    const manifest = readManifest(outDir);
    const expected = chunksOf(manifest, [...SESSION_PRELOAD_ENTRIES]).map((file) => `/${file}`);
    expect([...listed].sort()).toEqual([...new Set(expected)].sort());
    for (const file of listed) expect(existsSync(join(outDir, file)), file).toBe(true);
    // Only a signed-in device fetches it: a public page names it in the early script alone, which asks for it only
    // where someone was signed in ([EARLY-PRELOAD1-3]).
    const page = html('/');
    expect(page).toContain(earlyPreloadScript('/'));
    expect(page.replace(earlyPreloadScript('/'), '')).not.toContain(SESSION_PRELOAD_FILE);
  });
});

describe('[SIZE4] issue 24: every page can draw the stored first screen before its scripts run', () => {
  it.each(['/', '/auth'])(
    '[SIZE4] %s: the styles’ script after the page’s stylesheet in the head, the drawing script after #root',
    (path) => {
      const page = html(path);
      const head = page.slice(0, page.indexOf('</head>'));
      const stylesheet = head.search(/<link rel="stylesheet"[^>]*href="\/assets\/index-/);
      expect(stylesheet).toBeGreaterThan(-1);
      expect(head.indexOf(firstScreenStylesScript())).toBeGreaterThan(stylesheet);
      expect(page.indexOf(firstScreenScript())).toBeGreaterThan(page.indexOf('<div id="root">'));
      expect(page.indexOf(firstScreenScript())).toBeLessThan(page.indexOf('</body>'));
    },
  );
});
