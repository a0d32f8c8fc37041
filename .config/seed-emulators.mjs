// npm run emulators:seed — writes the demo world into the running emulators (npm run emulators, in another
// terminal). Hosts come from FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST, else firebase.json.
import { readFileSync } from 'node:fs';
import { ROOT, withTsModule } from './ts-module.mjs';

const { emulators } = JSON.parse(readFileSync(`${ROOT}firebase.json`, 'utf8'));
const authHost =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${emulators.auth.host}:${emulators.auth.port}`;
const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `${emulators.firestore.host}:${emulators.firestore.port}`;
const projectId = process.env.SEED_PROJECT_ID ?? 'demo-transport-sanitaire';
const password = process.env.SEED_PASSWORD ?? 'demo1234';

let code = 1;
try {
  const summary = await withTsModule('/tests/support/emulator-seed/seed-world.ts', (seed) =>
    seed.seedEmulators({ projectId, authHost, firestoreHost, password, now: Date.now() }),
  );
  console.info(
    `Monde de démonstration écrit dans ${projectId} (Auth ${authHost}, Firestore ${firestoreHost}) :`,
  );
  console.info(
    `  ${summary.users} profils, ${summary.organisations} organisations, ${summary.vehicles} véhicules, ` +
      `${summary.patients} patients, ${summary.transports} transports, ${summary.notifications} notifications`,
  );
  console.info(`  Un compte par rôle (mot de passe « ${password} ») :`);
  for (const persona of summary.personas) console.info(`    ${persona}`);
  console.info(
    `  Et leurs collègues (même mot de passe) : ${summary.accounts.length} comptes en tout.`,
  );
  console.info('Application : VITE_BACKEND_MODE=emulators npm run dev');
  code = 0;
} catch (error) {
  console.error(`Émulateurs non alimentés : ${error instanceof Error ? error.message : error}`);
  console.error('Démarrez-les d’abord : npm run emulators');
}
process.exit(code);
