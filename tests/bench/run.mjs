// npm run bench — prints benchmark figures (tables); timing goals live here, never in unit tests.
// The benchmarks are TypeScript importing src/ through the @/ alias: Vite's module runner loads them in this
// Node process (the Chromium ones are bundled by Vite and driven through Playwright, see browser/).
// Exit code: 0 when every benchmark ran (figures are not pass/fail), 1 when one crashed.
// The Firestore drain benchmark starts (and stops) the official Firestore emulator itself, as the tests do.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

// React's production build, as shipped (the tap-to-UI benchmark renders with it in Node too).
process.env.NODE_ENV ??= 'production';

const root = fileURLToPath(new URL('../..', import.meta.url));
// src/config/env.ts reads the emulators' addresses from firebase.json through this define, as vite.config.ts sets it.
const { emulators } = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
);
const firebaseJsonEmulators = {
  host: emulators.auth.host ?? '127.0.0.1',
  authPort: emulators.auth.port,
  firestorePort: emulators.firestore.port,
};
const server = await createServer({
  configFile: false,
  root,
  logLevel: 'warn',
  appType: 'custom',
  resolve: { alias: { '@': `${root}src`, '@tests': `${root}tests` } },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
  define: { __FIREBASE_JSON_EMULATORS__: JSON.stringify(firebaseJsonEmulators) },
});
const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });

let code = 1;
try {
  const { main } = await runner.import('/tests/bench/main.ts');
  code = await main();
} catch (error) {
  console.error('Le banc de mesure lui-même a planté :', error);
} finally {
  await runner.close();
  await server.close();
}
// Open handles (gRPC channels, BroadcastChannels) must not keep a finished run alive.
process.exit(code);
