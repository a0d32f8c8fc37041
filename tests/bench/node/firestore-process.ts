import { randomBytes } from 'node:crypto';
import {
  DEFAULT_EMULATOR_JAR,
  findEmulator,
  type EmulatorAddress,
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
 * The tests’ JVM flags (1 GB heap, C1 only) suit small test data. 10 000 transports with their history (every field
 * indexed) fill 256 MB, and the emulator then spends its time in full GCs (seen: 2 000 full GCs, 1 000 s of GC in
 * one run); they take ~1 GB of heap once a client has read them all. A benchmark wants a server that is not the
 * bottleneck: 2 GB heap, full JIT.
 */
const BENCH_JVM_FLAGS = ['-Duser.language=en', '-Xmx2g', '-XX:+UseSerialGC'];

export async function startFirestoreProcess(
  env: Record<string, string | undefined> = process.env,
): Promise<FirestoreProcess> {
  const external = env.FIRESTORE_EMULATOR_HOST?.trim();
  const jar = env.FIRESTORE_EMULATOR_JAR?.trim() || DEFAULT_EMULATOR_JAR;
  const emulator = await findEmulator(env, { jvmFlags: BENCH_JVM_FLAGS, readyTimeoutMs: 60_000 });
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
