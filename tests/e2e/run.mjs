// npm run test:e2e — finds the OS Chromium, builds the app once, then runs Playwright against `vite preview`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { freePorts } from '../../.config/emulator-ports.mjs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const chromium = candidates.find((path) => existsSync(path));
if (!chromium) {
  console.error(
    [
      'Chromium est introuvable : les tests de bout en bout utilisent le Chromium du système.',
      'Installez-le :  sudo apt-get update && sudo apt-get install -y chromium',
      'ou indiquez son chemin :  CHROMIUM_PATH=/chemin/vers/chromium npm run test:e2e',
      `(cherché : ${candidates.join(', ')})`,
    ].join('\n'),
  );
  process.exit(1);
}

// Ports of this run's own (free now), so a preview or `npm run emulators` left running, or another working copy's
// tests, never collide with it. The Firebase builds bake the emulators' ports in: a run that skips the build
// (E2E_SKIP_BUILD) keeps firebase.json's ports, the ones a previous build used by default.
// The emulators' ports the last build baked in are kept in .e2e-ports.json, so E2E_SKIP_BUILD reuses them.
const skipBuild = Boolean(process.env.E2E_SKIP_BUILD);
const BUILT_PORTS = new URL('../../.e2e-ports.json', import.meta.url);
const [demoPort, emulatorsPort, firebasePort, authPort, firestorePort] = await freePorts(5);
const emulatorPorts =
  skipBuild && existsSync(BUILT_PORTS)
    ? JSON.parse(readFileSync(BUILT_PORTS, 'utf8'))
    : skipBuild
      ? {}
      : {
          VITE_EMULATOR_AUTH_PORT: String(authPort),
          VITE_EMULATOR_FIRESTORE_PORT: String(firestorePort),
        };
if (!skipBuild) writeFileSync(BUILT_PORTS, JSON.stringify(emulatorPorts));
const ports = {
  E2E_DEMO_PORT: process.env.E2E_DEMO_PORT ?? String(demoPort),
  E2E_EMULATORS_PORT: String(emulatorsPort),
  E2E_FIREBASE_PORT: String(firebasePort),
  ...emulatorPorts,
};

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...ports, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// E2E_FIREBASE_ONLY=1: only the production-mode build and project (a working copy checking its Firebase flows).
const firebaseOnly = process.env.E2E_FIREBASE_ONLY === '1';
if (!skipBuild && firebaseOnly) {
  run('npx', ['vite', 'build', '--outDir', 'dist-firebase', '--logLevel', 'warn'], {
    VITE_BACKEND_MODE: 'emulators',
  });
} else if (!skipBuild) {
  // A payee for the Paiement page (VITE_PAYEE_*; without one the page explains what is missing): the sample IBAN
  // of the French banking federation, fictitious like the rest of the demo.
  run('npm', ['run', 'build'], {
    VITE_PAYEE_NAME: 'Transport Sanitaire (démonstration)',
    VITE_PAYEE_IBAN: 'FR7630006000011234567890189',
    VITE_PAYEE_BIC: 'AGRIFRPPXXX',
  });
  // Second build: real Firebase sign-in against the Auth emulator, data in the embedded demo backend.
  run('npx', ['vite', 'build', '--outDir', 'dist-emulators', '--logLevel', 'warn'], {
    VITE_BACKEND_MODE: 'emulators',
    VITE_DATA_BACKEND: 'demo',
  });
  // Third build: the production mode against the emulators — Firebase Auth and the official Firestore emulator
  // running firestore.rules (started by the Playwright config through .config/emulators.mjs).
  run('npx', ['vite', 'build', '--outDir', 'dist-firebase', '--logLevel', 'warn'], {
    VITE_BACKEND_MODE: 'emulators',
  });
}
run(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    '.config/playwright.config.ts',
    ...(firebaseOnly ? ['--project=firebase'] : []),
    ...process.argv.slice(2),
  ],
  {
    CHROMIUM_PATH: chromium,
  },
);
