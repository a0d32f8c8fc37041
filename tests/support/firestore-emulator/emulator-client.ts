// A real firebase web SDK client on the emulator, as a given user or as the owner (rules bypassed).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  type EmulatorMockTokenOptions,
  type Firestore,
} from 'firebase/firestore';
import type { EmulatorAddress } from './emulator-process';

/** A signed-in user as the rules see it (`request.auth.uid`, `request.auth.token.email`…). */
export interface EmulatorUser {
  uid: string;
  email?: string;
  email_verified?: boolean;
}

/**
 * 'owner': the SDK sends the literal token « owner », which the emulator lets past every rule — the console or a
 * Cloud Function (seeding, reading what the server holds). A user: an unsigned test token the emulator accepts.
 */
export type EmulatorAuth = 'owner' | EmulatorUser;

export interface TestFirestore {
  app: FirebaseApp;
  db: Firestore;
  /** Terminates Firestore and deletes the app, closing its streams (do it before the emulator stops). */
  terminate(): Promise<void>;
}

function mockUserToken(auth: EmulatorAuth): string | EmulatorMockTokenOptions {
  if (auth === 'owner') return 'owner';
  // The SDK refuses a `uid` claim (it is `sub`); an email user's token names the password provider, as Auth's does.
  const { uid, ...claims } = auth;
  const identities = claims.email ? { email: [claims.email] } : {};
  return { ...claims, sub: uid, firebase: { sign_in_provider: 'password', identities } };
}

/**
 * Call from a suite in the Vitest **node** environment: there `firebase/firestore` resolves to its Node (gRPC)
 * build. A unique app name per client, so no SDK cache or credentials leak between clients.
 */
export function connectEmulatorClient(
  address: EmulatorAddress,
  projectId: string,
  auth: EmulatorAuth,
): TestFirestore {
  const app = initializeApp({ projectId, apiKey: 'demo' }, `firestore-test-${randomUUID()}`);
  const db = getFirestore(app);
  connectFirestoreEmulator(db, address.host, address.port, { mockUserToken: mockUserToken(auth) });
  return {
    app,
    db,
    terminate: async () => {
      await terminate(db);
      await deleteApp(app);
    },
  };
}
