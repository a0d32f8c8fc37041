// Finds or starts the official Cloud Firestore emulator (Google's jar, run by the machine's Java).
// Shared by the Vitest globalSetup and `npm run bench`: one JVM serves every test file, each in its own project.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '@tests/support/free-port';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface EmulatorAddress {
  host: string;
  port: number;
}

export interface RunningEmulator extends EmulatorAddress {
  /** Kills the JVM this module started; a no-op for an emulator found through FIRESTORE_EMULATOR_HOST. */
  stop(): Promise<void>;
}

/** Where the gcloud component google-cloud-cli-firestore-emulator installs it (every project machine has it). */
export const DEFAULT_EMULATOR_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 30_000;
// Serial GC and C1 only for a ~1 s start on 2 shared cores. 1 GB of heap at most: the rules matrix (thousands of
// evaluations) filled 384 MB and slowed to a crawl. Logging at SEVERE: every denied request otherwise logs a full
// stack trace (~100 MB for ten matrix runs).
const JVM_FLAGS = ['-Duser.language=en', '-Xmx1g', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
// Default rules of every project the tests did not load rules into: a forgotten loadRules fails loudly
// (permission-denied) instead of running open.
const DENY_ALL = `rules_version = '2';
service cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if false; } } }
`;

/** Neither FIRESTORE_EMULATOR_HOST nor the jar: the benchmark reports it instead of measuring. */
export class EmulatorNotFoundError extends Error {
  override name = 'EmulatorNotFoundError';
  constructor(message: string) {
    super(message);
    this.stack = message; // where it was thrown says nothing: Vitest prints the one line alone
  }
}

export const emulatorMissingMessage = (jar: string) =>
  `Émulateur Firestore introuvable : installez google-cloud-cli-firestore-emulator (jar attendu à ${jar}) ou ` +
  `définissez FIRESTORE_EMULATOR_HOST. — Firestore emulator not found: install google-cloud-cli-firestore-emulator ` +
  `or set FIRESTORE_EMULATOR_HOST.`;

/** "host:port" or "[::1]:port", as every Firebase tool writes FIRESTORE_EMULATOR_HOST. */
export function parseEmulatorHost(value: string): EmulatorAddress {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`FIRESTORE_EMULATOR_HOST n’est pas « hôte:port » : ${value}`);
  return { host: match[1]!, port: Number(match[2]) };
}

/**
 * FIRESTORE_EMULATOR_HOST if set (an emulator someone else runs), else the jar (FIRESTORE_EMULATOR_JAR overrides
 * its path) started here, else one clear error: a suite that skipped silently would be counted as passing.
 */
export async function findEmulator(
  env: Record<string, string | undefined> = process.env,
  jarOptions: JarOptions = {},
): Promise<RunningEmulator> {
  const external = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (external) return { ...parseEmulatorHost(external), stop: async () => {} };
  const jar = env.FIRESTORE_EMULATOR_JAR?.trim() || DEFAULT_EMULATOR_JAR;
  if (!existsSync(jar)) throw new EmulatorNotFoundError(emulatorMissingMessage(jar));
  return startEmulatorJar(jar, jarOptions);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface JarOptions {
  /** The tests' flags by default; a benchmark wants a bigger heap and the full JIT. */
  jvmFlags?: readonly string[];
  readyTimeoutMs?: number;
}

export async function startEmulatorJar(
  jar: string,
  { jvmFlags = JVM_FLAGS, readyTimeoutMs = READY_TIMEOUT_MS }: JarOptions = {},
): Promise<RunningEmulator> {
  const port = await freePort(HOST);
  const dir = mkdtempSync(join(tmpdir(), 'firestore-emulator-'));
  const rulesFile = join(dir, 'deny-all.rules');
  writeFileSync(rulesFile, DENY_ALL);
  const logging = join(dir, 'logging.properties');
  writeFileSync(logging, '.level=SEVERE\n');
  const args = [
    ...jvmFlags,
    `-Djava.util.logging.config.file=${logging}`,
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    `--host=${HOST}`,
    `--port=${port}`,
    `--rules=${rulesFile}`,
  ];
  const jvm = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // The last lines of its output, to explain a JVM that dies at start (no Java, port taken…).
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-2_000));
  jvm.stdout.on('data', keep);
  jvm.stderr.on('data', keep);
  const state: { exited: boolean; error: Error | null } = { exited: false, error: null };
  const closed = new Promise<void>((resolve) => jvm.once('close', () => resolve()));
  jvm.once('error', (error) => (state.error = error)); // e.g. ENOENT: no `java` on PATH
  jvm.once('exit', () => (state.exited = true));
  // A Vitest or bench process that ends without teardown (Ctrl-C, crash) must not leave a JVM behind.
  const killOnExit = () => jvm.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (!state.exited && !state.error) {
      jvm.kill('SIGTERM');
      const forced = setTimeout(() => jvm.kill('SIGKILL'), 5_000);
      await closed;
      clearTimeout(forced);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (state.error || state.exited) {
      await stop();
      const cause = state.error ? String(state.error) : `code ${jvm.exitCode}`;
      throw new Error(
        `L’émulateur Firestore s’est arrêté au démarrage / Firestore emulator exited at start (${cause}; java ≥ 11 requis) :\n${output}`,
      );
    }
    try {
      // Any HTTP answer means it serves; a socket accepted but never answered must not outlast the deadline.
      await fetch(`http://${HOST}:${port}/`, { signal: AbortSignal.timeout(1_000) });
      return { host: HOST, port, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(
          `L’émulateur Firestore ne répond pas après ${readyTimeoutMs / 1000} s / Firestore emulator not ready:\n${output}`,
        );
      }
      await sleep(100);
    }
  }
}
