// Runs a TypeScript module of the repository from a plain Node script (npm run emulators:seed, admin:grant):
// Vite's module runner compiles it on the fly, with the `@/` and `@tests/` aliases the app and tests use.
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Imports `path` (from the repository's root, e.g. '/.config/grant-admin.ts'), hands it to `use`, then closes. */
export async function withTsModule(path, use) {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'warn',
    appType: 'custom',
    resolve: { alias: { '@': `${ROOT}src`, '@tests': `${ROOT}tests` } },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    return await use(await runner.import(path));
  } finally {
    await runner.close();
    await server.close();
  }
}
