import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Playwright drives the OS Chromium (never a downloaded browser): tests/e2e/run.mjs finds it and sets
// CHROMIUM_PATH. Launch flags keep Chromium quiet on a machine with no internet.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_DEMO_PORT / E2E_DEMO_ONLY: several working copies on one machine each run their demo project on their own
// port, without the emulators (whose ports the Firebase builds have baked in).
// tests/e2e/run.mjs chooses free ports for each run (E2E_*_PORT, VITE_EMULATOR_*_PORT); run by hand, the defaults.
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? 4173);
const DEMO_ONLY = process.env.E2E_DEMO_ONLY === '1';
// E2E_FIREBASE_ONLY: the production-mode project alone (its preview and the emulators), nothing else served.
const FIREBASE_ONLY = process.env.E2E_FIREBASE_ONLY === '1';
const EMULATORS_PORT = Number(process.env.E2E_EMULATORS_PORT ?? 4174);
const FIREBASE_PORT = Number(process.env.E2E_FIREBASE_PORT ?? 4175);
const AUTH_EMULATOR_PORT = Number(process.env.VITE_EMULATOR_AUTH_PORT ?? 9099);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '../tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // The embedded demo backend: the default build (dist/).
      name: 'demo',
      testIgnore: ['**/emulators/**', '**/firebase/**'],
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${DEMO_PORT}`,
      },
    },
    {
      // Real Firebase Auth (emulator) with the embedded data: the dist-emulators/ build.
      name: 'emulateurs',
      testMatch: 'emulators/**/*.e2e.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${EMULATORS_PORT}`,
      },
    },
    {
      // Production mode: Auth emulator + the official Firestore emulator under firestore.rules (dist-firebase/).
      name: 'firebase',
      testMatch: 'firebase/**/*.e2e.ts',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: `http://localhost:${FIREBASE_PORT}`,
      },
    },
  ],
  webServer: FIREBASE_ONLY
    ? firebaseServers().filter((server) => !server.command.includes('dist-emulators'))
    : [
        {
          // The runner builds once; here we only serve dist/ the way production does (with the service worker).
          command: `npx vite preview --port ${DEMO_PORT} --strictPort`,
          cwd: repoRoot,
          port: DEMO_PORT,
          reuseExistingServer: !process.env.CI,
          timeout: 60_000,
        },
        ...(DEMO_ONLY ? [] : firebaseServers()),
      ],
});

function firebaseServers() {
  return [
    {
      command: `npx vite preview --outDir dist-emulators --port ${EMULATORS_PORT} --strictPort`,
      cwd: repoRoot,
      port: EMULATORS_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx vite preview --outDir dist-firebase --port ${FIREBASE_PORT} --strictPort`,
      cwd: repoRoot,
      port: FIREBASE_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Auth (firebase-tools) and the official Firestore emulator with firestore.rules (npm run emulators).
      command: 'node .config/emulators.mjs',
      cwd: repoRoot,
      port: AUTH_EMULATOR_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { CI: '1' },
      // The script stops its emulators (their own process groups) on SIGTERM; a SIGKILL would leave the JVM
      // running, with the rules it loaded, for the next run to reuse.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    },
  ];
}
