// Helpers for the suites that talk to the real Firebase Auth emulator (started by `npm run test:unit`).
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { EmulatorConfig } from '@/config/env';
import type { AuthPort, AuthUser } from '@/data/ports';

/** Must match the --project of the test:unit script: firebase.json runs the emulator in single-project mode. */
export const EMULATOR_PROJECT_ID = 'demo-transport-sanitaire';

export const EMULATOR_MISSING_MESSAGE =
  'FIREBASE_AUTH_EMULATOR_HOST is not set: these tests need the Firebase Auth emulator. ' +
  'Run them through `npm run test:unit` (e.g. `npm run test:unit -- tests/data/remote/auth`), ' +
  'which wraps Vitest in `firebase emulators:exec --only auth`.';

/**
 * The emulator address that `firebase emulators:exec` exports ("127.0.0.1:9099", "[::1]:9099").
 * Throws instead of returning null: a suite that silently skipped would be counted as passing.
 */
export function authEmulatorFromEnv(
  env: Record<string, string | undefined> = process.env,
): Pick<EmulatorConfig, 'host' | 'authPort'> {
  const value = env.FIREBASE_AUTH_EMULATOR_HOST?.trim();
  if (!value) throw new Error(EMULATOR_MISSING_MESSAGE);
  const separator = value.lastIndexOf(':');
  const host = value.slice(0, separator).replace(/^\[(.*)\]$/, '$1');
  const portText = value.slice(separator + 1);
  if (separator <= 0 || !host || !/^\d+$/.test(portText)) {
    throw new Error(`FIREBASE_AUTH_EMULATOR_HOST is not "host:port": ${value}`);
  }
  return { host, authPort: Number(portText) };
}

/** A Firebase app of its own per test (unique name), so auth state never leaks between tests. */
export function newTestApp(): FirebaseApp {
  return initializeApp(
    { apiKey: 'demo-api-key', authDomain: 'localhost', projectId: EMULATOR_PROJECT_ID },
    `auth-test-${randomUUID()}`,
  );
}

export async function deleteTestApps(apps: FirebaseApp[]): Promise<void> {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** Unique per call: tests share one emulator (and may run in parallel with other files). */
export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID()}@exemple.fr`;
}

/** Resolves with the first auth state the listener reports that matches; fails after `timeoutMs`. */
export function nextAuthState(
  port: AuthPort,
  matches: (user: AuthUser | null) => boolean,
  timeoutMs = 5_000,
): Promise<AuthUser | null> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // The first report can arrive synchronously, before onAuthStateChanged has returned: unsubscribe after.
      queueMicrotask(() => unsubscribe());
      action();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error('No matching auth state reported in time.'))),
      timeoutMs,
    );
    const unsubscribe = port.onAuthStateChanged(
      (user) => {
        if (matches(user)) settle(() => resolve(user));
      },
      (error) => settle(() => reject(error)),
    );
  });
}
