import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import type { FirestoreTestServer } from './start-server';

export interface TestFirestore {
  app: FirebaseApp;
  db: Firestore;
  /** Terminates Firestore and deletes the app, closing its gRPC streams. */
  terminate(): Promise<void>;
}

/**
 * A real firebase web SDK client on the test server. Call from a suite running in the Vitest
 * **node** environment: there `firebase/firestore` resolves to its Node (gRPC) build; the browser
 * build speaks WebChannel, which the server does not.
 */
export function connectTestFirestore(
  server: Pick<FirestoreTestServer, 'host' | 'port' | 'projectId'>,
): TestFirestore {
  const app = initializeApp(
    { projectId: server.projectId, apiKey: 'demo' },
    `firestore-test-${randomUUID()}`,
  );
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  connectFirestoreEmulator(db, server.host, server.port);
  return {
    app,
    db,
    terminate: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
