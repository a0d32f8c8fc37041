import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build } from 'vite';
import type { BenchTable } from '@tests/bench/support/report';
import type { BrowserBench } from './page';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const pageRoot = fileURLToPath(new URL('.', import.meta.url));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Production bundle of a bench page of this directory (minified React, real src modules), outside the
 * repository: index.html (the engine's own benchmarks) or versus.html (ours against the Firestore SDK).
 */
export async function buildPage(entry = 'index.html'): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'transport-bench-'));
  await build({
    configFile: false,
    root: pageRoot,
    mode: 'production',
    logLevel: 'warn',
    resolve: { alias: { '@': join(repo, 'src'), '@tests': join(repo, 'tests') } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: { input: join(pageRoot, entry) },
    },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/**
 * Serves the bundle on 127.0.0.1 (a secure context: IndexedDB, Web Locks) with cross-origin isolation, which
 * brings performance.now() to 5 µs resolution instead of 100 µs. `isolated: false` for a page that talks to
 * another origin as a deployed app does (the Firestore SDK's channel-close beacons are no-cors requests,
 * which isolation would block).
 */
export function serve(
  dir: string,
  { isolated = true }: { isolated?: boolean } = {},
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const isolation = isolated
      ? {
          'Cross-Origin-Opener-Policy': 'same-origin',
          'Cross-Origin-Embedder-Policy': 'require-corp',
        }
      : {};
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...isolation,
      'Cache-Control': 'no-store',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/` });
    }),
  );
}

export interface ChromiumPlan {
  tabSizes: number[];
  tabIterations: Record<number, number>;
  tapSize: number;
  tapIterations: number;
  drainRuns: Record<100 | 1000, number>;
}

export interface ChromiumSession {
  engine: string;
  tabQueries(): Promise<BenchTable>;
  tapToUi(): Promise<BenchTable>;
  drain(): Promise<BenchTable>;
  close(): Promise<void>;
}

type BenchWindow = Window & { bench: BrowserBench };

/** Builds the page, starts Chromium on it; each benchmark is one page.evaluate returning its table. */
export async function openChromium(plan: ChromiumPlan): Promise<ChromiumSession> {
  const dir = await buildPage();
  const { server, url } = await serve(dir);
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    const page: Page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => 'bench' in window);
    if (!(await page.evaluate(() => crossOriginIsolated))) {
      console.warn('[bench] page non isolée : performance.now() à 100 µs de résolution.');
    }
    const engine = `Chromium ${browser.version()} headless, IndexedDB réel (durabilité « strict »)`;
    const run = async (work: () => Promise<BenchTable>) => {
      pageErrors.length = 0;
      const table = await work();
      if (pageErrors.length > 0) table.notes.push(`Erreurs de la page : ${pageErrors.join(' | ')}`);
      return table;
    };
    const opened = browser;
    return {
      engine,
      tabQueries: () =>
        run(() =>
          page.evaluate(
            ([name, sizes, iterations]) =>
              (window as unknown as BenchWindow).bench.tabQueries(name, sizes, iterations),
            [engine, plan.tabSizes, plan.tabIterations] as const,
          ),
        ),
      tapToUi: () =>
        run(() =>
          page.evaluate(
            ([name, size, iterations]) =>
              (window as unknown as BenchWindow).bench.tapToUi(name, size, iterations),
            [engine, plan.tapSize, plan.tapIterations] as const,
          ),
        ),
      drain: () =>
        run(() =>
          page.evaluate(
            ([name, runs]) => (window as unknown as BenchWindow).bench.drain(name, runs),
            [`Chromium ${opened.version()}`, plan.drainRuns] as const,
          ),
        ),
      close: async () => {
        await opened.close();
        server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await browser?.close();
    server.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
