import { afterEach, beforeEach } from 'vitest';
import {
  connectClient,
  emulatorAddress,
  emulatorProject,
  type EmulatorAuth,
  type TestFirestore,
} from '@tests/support/firestore-emulator';
import {
  makeFirestoreHarness,
  type FirestoreHarness,
  type FirestoreHarnessOptions,
} from './firestore-harness';

export interface FirestoreSuite {
  /** This test's harness: empty database, fresh clients. */
  h(): FirestoreHarness;
  /** One more SDK client (another device), terminated after the test; the owner unless told otherwise. */
  connect(auth?: EmulatorAuth): TestFirestore;
  /** Where this file's project lives on the emulator. */
  emulator(): { host: string; port: number; projectId: string };
}

/**
 * One emulator project per test file, emptied before each test; every client is terminated after its test, so
 * no SDK keeps streams open and vitest exits.
 */
export function useFirestoreSuite(
  options: Omit<FirestoreHarnessOptions, 'projectId'> = {},
): FirestoreSuite {
  const projectId = emulatorProject('firestore');
  let harness: FirestoreHarness | null = null;
  const extra: TestFirestore[] = [];
  beforeEach(async () => {
    harness = await makeFirestoreHarness({ ...options, projectId });
  });
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((client) => client.terminate()));
    await harness?.cleanup();
    harness = null;
  });
  return {
    h: () => {
      if (!harness) throw new Error('Harnais Firestore non initialisé');
      return harness;
    },
    connect: (auth = 'owner') => {
      const client = connectClient(projectId, auth);
      extra.push(client);
      return client;
    },
    emulator: () => ({ ...emulatorAddress(), projectId }),
  };
}
