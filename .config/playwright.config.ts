import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

// Playwright drives the OS Chromium (never a downloaded browser): tests/e2e/run.mjs finds it and sets
// CHROMIUM_PATH. Launch flags keep Chromium quiet on a machine with no internet.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 4173;
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
    baseURL: `http://localhost:${PORT}`,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The runner builds once; here we only serve dist/ the way production does (with the service worker).
    command: `npx vite preview --port ${PORT} --strictPort`,
    cwd: repoRoot,
    port: PORT,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
