// `npm run dev` for real: Vite's dev server on a free port, asked for what every page's <link rel="manifest"> names.
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: ViteDevServer;
let origin = '';

beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'error',
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
  });
  await server.listen();
  origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('[DEV-MANIFEST] `npm run dev` serves a real manifest (issue 25: « Manifest: Line: 1, column: 1, Syntax error. »)', () => {
  it('[DEV-MANIFEST] /manifest.webmanifest is JSON, named in French, not the app’s index.html', async () => {
    const page = await (await fetch(`${origin}/`)).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const response = await fetch(`${origin}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = JSON.parse(await response.text()) as { short_name: string; lang: string };
    expect(manifest).toMatchObject({ short_name: 'TranspoSanté', lang: 'fr' });
  });
});
