/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { prerenderPublicPages } from './.config/prerender';
import { sessionPreload } from './.config/session-preload';
import { firstScreen } from './.config/first-screen';
import { runtimeModeOf } from './src/config/runtime-mode';

const src = fileURLToPath(new URL('./src', import.meta.url));
const tests = fileURLToPath(new URL('./tests', import.meta.url));

// The emulators' addresses have one source, firebase.json: `npm run emulators` starts them there, and the app
// (src/config/env.ts) connects there unless VITE_EMULATOR_* say otherwise.
const { emulators } = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8'));
const firebaseJsonEmulators = {
  host: emulators.auth.host ?? '127.0.0.1',
  authPort: emulators.auth.port,
  firestorePort: emulators.firestore.port,
};

/** The web app manifest: built by vite-plugin-pwa, served as is by `npm run dev` (devManifest). */
const manifest = {
  name: 'Transport Sanitaire — coordination des transports de patients',
  short_name: 'TranspoSanté',
  description:
    'Demandez, acceptez et suivez les transports de patients en ambulance, VSL et VTC, même sans réseau.',
  lang: 'fr',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait-primary',
  theme_color: '#0b5cad',
  background_color: '#f5f7fa',
  categories: ['medical', 'business', 'productivity'],
  icons: [
    { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: 'icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
} satisfies Partial<ManifestOptions>;

/**
 * `npm run dev` has no service worker (devOptions off), so nothing answered /manifest.webmanifest but the SPA
 * fallback's index.html, which Chromium reported on every page as « Manifest: Line: 1, column: 1, Syntax error. ».
 */
const devManifest = (): Plugin => ({
  name: 'dev-manifest',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use('/manifest.webmanifest', (_request, response) => {
      response.setHeader('Content-Type', 'application/manifest+json');
      response.end(JSON.stringify(manifest));
    });
  },
});

export default defineConfig(({ isSsrBuild, mode }) => ({
  resolve: { alias: { '@': src, '@tests': tests } },
  define: {
    __FIREBASE_JSON_EMULATORS__: JSON.stringify(firebaseJsonEmulators),
    // The runtime mode the variables select, for the light shell (/auth) that must not load the config check:
    // loadEnv reads the same .env files and VITE_* variables as import.meta.env.
    __RUNTIME_MODE__: JSON.stringify(runtimeModeOf(loadEnv(mode, process.cwd(), 'VITE_'))),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  // The manifest lets the build measure each page's first load (.config/first-load.ts).
  // No dependency lists for dynamic imports in the shell (~1.5 KiB gzip of file names in every public page's
  // first load): public pages get their modulepreload links from the prerender step; signed-in pages are
  // precached by the service worker, so their imports resolve from the cache.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    modulePreload: false,
    // React and its JSX runtime in one chunk: a lazy module with JSX but no React import (/auth's personas) made
    // the bundler split them, one more request and ~0.3 KiB gzip on every page.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/]react[\\/]/ },
                // The form basics every form page shares (/auth, /contact, dashboards): one small request, not four.
                {
                  name: 'form-ui',
                  test: /src[\\/]ui[\\/](alert|text-field|field-frame|page-title)\.tsx$/,
                },
              ],
            },
          },
        },
  },
  plugins: [
    react(),
    devManifest(),
    !isSsrBuild && sessionPreload(),
    !isSsrBuild && firstScreen(),
    // Public pages as static HTML, robots.txt, sitemap.xml, then the first-load budgets (client build only).
    prerenderPublicPages(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        injectManifest: {
          // svg and the manifest are added by the plugin itself; globbing them again duplicates entries.
          globPatterns: ['**/*.{js,css,html,png,woff2}', 'session-preload.json'],
          // The communes table of the address search (~450 KiB gzip) is cached at first use instead (sw.ts):
          // precached, every driver's phone would download it for nothing.
          globIgnores: ['**/communes-table.generated-*.js'],
          maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        },
        manifest,
        devOptions: { enabled: false },
      }),
  ],
  test: {
    // *.test.ts run in Node (domain, data, sync, Firestore adapter); *.test.tsx render React in jsdom.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          // Property tests and emulator round trips take a few times longer on a loaded 2-core machine (CI, a
          // second `npm test` beside this one): the 5 s default failed them with nothing wrong. Nothing here
          // measures time (benchmarks do, in npm run bench).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/support/setup-node.ts'],
          // Starts (or finds) the official Firestore emulator once per run; the dom project needs none.
          globalSetup: ['tests/support/firestore-emulator/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Rendering a page of 50–120 rides in jsdom takes 1–2 s alone and several on a loaded 2-core machine:
          // the 5 s default made such tests fail under load, with nothing wrong. Nothing here measures time.
          testTimeout: 20_000,
          include: ['tests/**/*.test.tsx'],
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      reporter: ['text-summary', 'text', 'json-summary'],
    },
  },
}));
