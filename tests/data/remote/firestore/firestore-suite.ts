import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import {
  connectTestFirestore,
  startFirestoreTestServer,
  type FirestoreTestServer,
  type TestFirestore,
} from '@tests/support/firestore-server';
import { makeFirestoreHarness, type FirestoreHarness } from './firestore-harness';

export interface FirestoreSuite {
  /** This test's harness: empty database, fresh clients. */
  h(): FirestoreHarness;
  /** One more SDK client (another device), terminated after the test. */
  connect(): TestFirestore;
  server(): FirestoreTestServer;
}

/**
 * One server per test file, emptied before each test; every client is terminated before the server stops, so
 * no SDK keeps retrying against a vanished server and vitest exits.
 */
export function useFirestoreSuite(): FirestoreSuite {
  let server: FirestoreTestServer | null = null;
  let harness: FirestoreHarness | null = null;
  const extra: TestFirestore[] = [];
  beforeAll(async () => {
    server = await startFirestoreTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    harness = await makeFirestoreHarness(server!);
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
    connect: () => {
      const client = connectTestFirestore(server!);
      extra.push(client);
      return client;
    },
    server: () => server!,
  };
}
