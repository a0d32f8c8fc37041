// Serving a build for a Chromium benchmark: `vite preview` of one output directory on a free port, run by node
// itself (no npx wrapper), so stopping it stops the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pause } from '@tests/bench/support/stats';
import { freePort } from '@tests/support/free-port';

export const REPO = fileURLToPath(new URL('../../..', import.meta.url));

export { freePort };

/** `vite preview` of `outDir` (relative to the repository), answering before this resolves. */
export async function preview(outDir = 'dist'): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const vite = join(REPO, 'node_modules/vite/bin/vite.js');
  const server = spawn(
    process.execPath,
    [
      vite,
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: REPO, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`vite preview s’est arrêté (${server.exitCode})`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, server };
    await pause(200);
  }
  server.kill();
  throw new Error(`vite preview ne répond pas sur ${url}`);
}
