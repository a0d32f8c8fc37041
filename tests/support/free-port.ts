import { createServer } from 'node:net';

/**
 * A TCP port nobody listens on right now (the OS's choice); the server that needs it binds it a moment later.
 * The test runners written in plain JavaScript (.config/*.mjs, tests/e2e/run.mjs) have their own copy in
 * .config/emulator-ports.mjs: they run before any TypeScript loader.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
