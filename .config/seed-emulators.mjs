// npm run emulators:seed — writes the demo world into the running emulators (npm run emulators, in another
// terminal). Hosts come from FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST, else firebase.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const { emulators } = JSON.parse(readFileSync(`${root}firebase.json`, 'utf8'));
const authHost =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${emulators.auth.host}:${emulators.auth.port}`;
const firestoreHost =
  process.env.FIRESTORE_EMULATOR_HOST ?? `${emulators.firestore.host}:${emulators.firestore.port}`;
const projectId = process.env.SEED_PROJECT_ID ?? 'demo-transport-sanitaire';
const password = process.env.SEED_PASSWORD ?? 'demo1234';

const server = await createServer({
  configFile: false,
  root,
  logLevel: 'warn',
  appType: 'custom',
  resolve: { alias: { '@': `${root}src`, '@tests': `${root}tests` } },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
let code = 1;
try {
  const { seedEmulators } = await runner.import('/tests/support/emulator-seed/seed-world.ts');
  const summary = await seedEmulators({
    projectId,
    authHost,
    firestoreHost,
    password,
    now: Date.now(),
  });
  console.info(
    `Monde de démonstration écrit dans ${projectId} (Auth ${authHost}, Firestore ${firestoreHost}) :`,
  );
  console.info(
    `  ${summary.users} profils, ${summary.patients} patients, ${summary.transports} transports, ` +
      `${summary.notifications} notifications`,
  );
  console.info(`  Comptes (mot de passe « ${password} ») : ${summary.accounts.join(', ')}`);
  code = 0;
} catch (error) {
  console.error(`Émulateurs non alimentés : ${error instanceof Error ? error.message : error}`);
  console.error('Démarrez-les d’abord : npm run emulators');
} finally {
  await runner.close();
  await server.close();
}
process.exit(code);
