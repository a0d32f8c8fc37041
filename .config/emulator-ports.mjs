// Ports of our own for one run of the tests, so two runs (two working copies, a `npm run emulators` left open, a
// preview on 4173) never collide: the OS hands out a free port, and the Firebase CLI gets a copy of firebase.json
// naming the ports chosen (its Auth emulator, hub and logging servers otherwise take firebase.json's fixed ones).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A TCP port nobody listens on right now (the OS's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` distinct free ports. */
export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * A private copy of firebase.json with the Auth emulator (and the CLI's hub and logging servers) on `ports`, in a
 * directory of its own that is also the CLI's TMPDIR (its « hub locator » file is per project in TMPDIR: two runs
 * sharing it warn about each other). Paths in the copy are made absolute. Returns { config, env, dispose }.
 */
export function privateFirebaseConfig({ auth, hub, logging, firestore }) {
  const original = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'transport-emulators-'));
  const copy = {
    ...original,
    firestore: {
      ...original.firestore,
      rules: join(ROOT, original.firestore.rules),
      indexes: join(ROOT, original.firestore.indexes),
    },
    emulators: {
      ...original.emulators,
      auth: { ...original.emulators.auth, port: auth },
      firestore: {
        ...original.emulators.firestore,
        port: firestore ?? original.emulators.firestore.port,
      },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
    },
  };
  const config = join(dir, 'firebase.json');
  writeFileSync(config, JSON.stringify(copy, null, 2));
  return {
    config,
    env: { TMPDIR: dir },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
