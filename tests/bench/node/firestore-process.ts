import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The Firestore gRPC test server in its own Node process. In-process, its protobuf work (the bulk of its CPU)
 * would share one event loop with the SDK client and the device store, and the figures would measure that
 * contention; a real Firestore is on another machine anyway.
 */
export interface FirestoreProcess {
  host: string;
  port: number;
  projectId: string;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

interface Address {
  host: string;
  port: number;
  projectId: string;
}

const RUNNER = fileURLToPath(new URL('../run.mjs', import.meta.url));
export const FIRESTORE_SERVER_FLAG = '--serveur-firestore';

function nextMessage<T>(child: ChildProcess, accept: (message: unknown) => message is T) {
  return new Promise<T>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!accept(message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    const onExit = (code: number | null) =>
      reject(new Error(`Le serveur Firestore de test s’est arrêté (code ${code}).`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const isAddress = (message: unknown): message is Address =>
  typeof message === 'object' && message !== null && 'port' in message;
const isText =
  (text: string) =>
  (message: unknown): message is string =>
    message === text;

/** Parent side: forks tests/bench/run.mjs in server mode and waits for its address. */
export async function startFirestoreProcess(): Promise<FirestoreProcess> {
  const child = fork(RUNNER, [FIRESTORE_SERVER_FLAG], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await nextMessage(child, isAddress);
  return {
    ...address,
    async reset() {
      const done = nextMessage(child, isText('reset'));
      child.send('reset');
      await done;
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}

/** Child side (run.mjs --serveur-firestore): serves until told to stop or until the parent goes away. */
export async function serveFirestore(): Promise<void> {
  const { startFirestoreTestServer } = await import('@tests/support/firestore-server');
  const server = await startFirestoreTestServer();
  const send = (message: unknown) => process.send?.(message);
  process.on('message', (message) => {
    if (message === 'reset') void server.reset().then(() => send('reset'));
    if (message === 'stop') void server.stop().then(() => process.exit(0));
  });
  process.on('disconnect', () => void server.stop().then(() => process.exit(0)));
  send({ host: server.host, port: server.port, projectId: server.projectId });
}
