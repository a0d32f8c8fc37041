// @vitest-environment node
// Adapter behaviour that needs no Auth emulator: failures raised before or instead of a server answer.
import { createServer } from 'node:net';
import type { FirebaseApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthError } from '@/data/remote/auth/auth-error';
import { createFirebaseAuthAdapter, emulatorUrl } from '@/data/remote/auth/firebase-auth-adapter';
import { AUTH_ERROR_FALLBACK } from '@/domain/errors/auth-error-message';
import { deleteTestApps, newTestApp } from './auth-emulator';

const apps: FirebaseApp[] = [];
afterEach(() => deleteTestApps(apps));

function trackedApp(): FirebaseApp {
  const app = newTestApp();
  apps.push(app);
  return app;
}

/** A local port nobody listens on: connecting fails at once, like a phone without network. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No TCP port');
  return address.port;
}

describe('Firebase auth adapter without a server', () => {
  it('[AUTH11] an unreachable server gives the French network message', async () => {
    const adapter = createFirebaseAuthAdapter({
      app: trackedApp(),
      emulators: { host: '127.0.0.1', authPort: await closedPort() },
      persistence: 'memory',
    });

    const error: unknown = await adapter
      .signIn('hors-ligne@exemple.fr', 'motdepasse')
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'auth/network-request-failed',
      message: 'Problème de connexion réseau. Vérifiez votre connexion internet puis réessayez.',
    });
  });

  it('[AUTH11] Google sign-in outside a browser fails as an AuthError with the French fallback', async () => {
    const adapter = createFirebaseAuthAdapter({
      app: trackedApp(),
      emulators: null,
      persistence: 'memory',
    });
    expect(adapter.kind).toBe('firebase');

    const error: unknown = await adapter.signInWithGoogle().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'auth/operation-not-supported-in-this-environment',
      message: AUTH_ERROR_FALLBACK,
    });
  });

  it('[AUTH11] two adapters on one app share its auth instance', () => {
    const app = trackedApp();
    const emulators = { host: '127.0.0.1', authPort: 9099 };
    createFirebaseAuthAdapter({ app, emulators, persistence: 'memory' });
    expect(() =>
      createFirebaseAuthAdapter({ app, emulators, persistence: 'memory' }),
    ).not.toThrow();
  });

  it('[AUTH11] an app whose auth was set up elsewhere (getAuth) is reused, not re-initialised', () => {
    const app = trackedApp();
    const existing = getAuth(app);
    const adapter = createFirebaseAuthAdapter({ app, emulators: null, persistence: 'memory' });
    expect(adapter.kind).toBe('firebase');
    expect(getAuth(app)).toBe(existing);
  });

  it.each([
    [{ host: '127.0.0.1', authPort: 9099 }, 'http://127.0.0.1:9099'],
    [{ host: 'localhost', authPort: 9199 }, 'http://localhost:9199'],
    [{ host: '::1', authPort: 9099 }, 'http://[::1]:9099'],
  ])('[AUTH15] emulator %o is reached at %s', (emulators, url) => {
    expect(emulatorUrl(emulators)).toBe(url);
  });
});
