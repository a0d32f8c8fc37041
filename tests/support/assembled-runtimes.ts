/**
 * The runtimes the app composes, assembled around a test's own server: contract suites run through these, not
 * through the bare adapters, so a port the composition loses (a method its wrapper forgot) fails a contract.
 */
import type { Firestore } from 'firebase/firestore';
import { composeFirebaseRuntime } from '@/app/compose/create-firebase-runtime';
import { composeLocalRuntime } from '@/app/compose/create-local-runtime';
import type { Runtime } from '@/app/compose/runtime';
import { parseEnv } from '@/config/env';
import type { DemoRemote } from '@/data/demo-server/demo-remote';
import type { SessionSlot } from '@/data/local/demo-auth/demo-auth';
import type { ConnectivityPort } from '@/data/ports';
import {
  createFirestoreData,
  type FirestoreDataDeps,
} from '@/data/remote/create-firebase-adapters';
import type { Clock } from '@/domain/shared/clock';
import { FakeLockManager } from '@tests/support/fakes/fake-leader';
import { FakeAuth } from '@tests/support/session-fakes';

let runtimes = 0;

/** The Firebase runtime (production mode) whose adapters talk to `db`, a test's SDK client of the emulator. */
export function assembledFirebaseRuntime(
  db: Firestore,
  connectivity: ConnectivityPort,
  clock: Clock,
  deps: Partial<FirestoreDataDeps> = {},
): Runtime {
  return composeFirebaseRuntime({
    config: parseEnv({ VITE_BACKEND_MODE: 'emulators' }),
    clock,
    connectivity,
    leader: new FakeLockManager().tab(`firebase-${(runtimes += 1)}`),
    adapters: async () => ({
      // Sign-in is the Auth emulator's business (its own tests); the device is signed in as the test's viewer.
      auth: new FakeAuth(),
      data: createFirestoreData(db, connectivity, {
        emailVerified: deps.emailVerified ?? (() => true),
        createAuthAccount:
          deps.createAuthAccount ??
          (() => Promise.reject(new Error('Création de compte non prévue par ce test.'))),
        patientAccount: deps.patientAccount ?? (async () => null),
      }),
    }),
  });
}

/** The embedded runtime (demo mode) around a test's demo server; `caller` is who the tab is signed in as. */
export function assembledLocalRuntime(
  remote: DemoRemote,
  connectivity: ConnectivityPort,
  clock: Clock,
  caller: () => string | null = () => null,
): Runtime {
  const slot: SessionSlot = { read: caller, write: () => undefined };
  return composeLocalRuntime({
    config: parseEnv({}),
    clock,
    connectivity,
    leader: new FakeLockManager().tab(`demo-${(runtimes += 1)}`),
    remote,
    slot,
  });
}
