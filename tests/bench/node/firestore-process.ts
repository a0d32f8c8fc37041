import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import {
  DEFAULT_EMULATOR_JAR,
  EmulatorNotFoundError,
  emulatorMissingMessage,
  parseEmulatorHost,
  type EmulatorAddress,
  type RunningEmulator,
} from '@tests/support/firestore-emulator/emulator-process';
import { deleteDocuments, putRules } from '@tests/support/firestore-emulator/emulator-rest';
import { OPEN_RULES } from '@tests/support/firestore-emulator/rules';

/**
 * The official Firestore emulator for the benchmarks, found like the tests' (FIRESTORE_EMULATOR_HOST, else the jar
 * at the same place, FIRESTORE_EMULATOR_JAR overriding it) but started with a benchmark's JVM: a JVM of its own,
 * so its work never shares one event loop with the SDK client and the device store, as a real Firestore is on
 * another machine anyway.
 */
export interface FirestoreProcess extends EmulatorAddress {
  /** The benchmark's own `demo-…` project, under open rules. */
  projectId: string;
  /** How it was found or started, for the tables' context lines. */
  description: string;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The tests' JVM flags (-Xmx256m, C1 only) suit small test data. 10 000 transports with their history (every field
 * indexed) fill 256 MB, and the emulator then spends its time in full GCs (seen: 2 000 full GCs, 1 000 s of GC in
 * one run); they take ~1 GB of heap once a client has read them all. A benchmark wants a server that is not the
 * bottleneck: 2 GB heap, full JIT.
 */
const BENCH_JVM_FLAGS = ['-Duser.language=en', '-Xmx2g', '-XX:+UseSerialGC'];
const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startJar(jar: string): Promise<RunningEmulator> {
  const port = await freePort();
  const jvm = spawn(
    'java',
    [
      ...BENCH_JVM_FLAGS,
      '-cp',
      jar,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      `--host=${HOST}`,
      `--port=${port}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2_000));
  jvm.stdout.on('data', keep);
  jvm.stderr.on('data', keep);
  const state: { exited: boolean; error: Error | null } = { exited: false, error: null };
  const closed = new Promise<void>((resolve) => jvm.once('close', () => resolve()));
  jvm.once('error', (error) => (state.error = error));
  jvm.once('exit', () => (state.exited = true));
  const killOnExit = () => jvm.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (state.exited || state.error) return;
    jvm.kill('SIGTERM');
    const forced = setTimeout(() => jvm.kill('SIGKILL'), 5_000);
    await closed;
    clearTimeout(forced);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (state.error || state.exited) {
      await stop();
      throw new Error(
        `L’émulateur Firestore s’est arrêté au démarrage (${state.error ? String(state.error) : `code ${jvm.exitCode}`}) :\n${output}`,
      );
    }
    try {
      await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
      return { host: HOST, port, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`L’émulateur Firestore ne répond pas après 60 s :\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startFirestoreProcess(
  env: Record<string, string | undefined> = process.env,
): Promise<FirestoreProcess> {
  const external = env.FIRESTORE_EMULATOR_HOST?.trim();
  const jar = env.FIRESTORE_EMULATOR_JAR?.trim() || DEFAULT_EMULATOR_JAR;
  if (!external && !existsSync(jar)) throw new EmulatorNotFoundError(emulatorMissingMessage(jar));
  const emulator: RunningEmulator = external
    ? { ...parseEmulatorHost(external), stop: async () => {} }
    : await startJar(jar);
  const description = external
    ? `FIRESTORE_EMULATOR_HOST=${external} (lancé ailleurs)`
    : `jar ${jar.split('/').pop()} lancé par le banc (java ${BENCH_JVM_FLAGS.slice(1).join(' ')})`;
  const address = { host: emulator.host, port: emulator.port };
  const projectId = `demo-bench-${randomBytes(4).toString('hex')}`;
  try {
    await putRules(address, projectId, OPEN_RULES);
  } catch (error) {
    await emulator.stop();
    throw error;
  }
  return {
    ...address,
    projectId,
    description,
    reset: () => deleteDocuments(address, projectId),
    stop: () => emulator.stop(),
  };
}
