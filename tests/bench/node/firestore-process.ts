import { randomBytes } from 'node:crypto';
import {
  findEmulator,
  type EmulatorAddress,
} from '@tests/support/firestore-emulator/emulator-process';
import { deleteDocuments, putRules } from '@tests/support/firestore-emulator/emulator-rest';
import { OPEN_RULES } from '@tests/support/firestore-emulator/rules';

/**
 * The official Firestore emulator for the drain benchmark, found or started exactly as the tests' globalSetup does
 * (FIRESTORE_EMULATOR_HOST, else the jar). A JVM of its own: its work never shares one event loop with the SDK
 * client and the device store, as a real Firestore is on another machine anyway.
 */
export interface FirestoreProcess extends EmulatorAddress {
  /** The benchmark's own `demo-…` project, under open rules. */
  projectId: string;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFirestoreProcess(): Promise<FirestoreProcess> {
  const emulator = await findEmulator();
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
    reset: () => deleteDocuments(address, projectId),
    stop: () => emulator.stop(),
  };
}
