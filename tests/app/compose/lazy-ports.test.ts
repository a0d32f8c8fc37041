import { describe, expect, it, vi } from 'vitest';
import { lazyAuth, lazyRemote, once } from '@/app/compose/lazy-ports';
import type { AuthPort, AuthUser, RemotePort } from '@/data/ports';

const USER: AuthUser = { uid: 'u1', email: 'a@exemple.fr', displayName: null };

function fakeAuth() {
  const listeners = new Set<(user: AuthUser | null) => void>();
  const port: AuthPort = {
    kind: 'firebase',
    onAuthStateChanged: (listener) => {
      listeners.add(listener);
      listener(null);
      return () => listeners.delete(listener);
    },
    signIn: vi.fn(async () => USER),
    signUp: vi.fn(async () => USER),
    signInWithGoogle: vi.fn(async () => USER),
    signOut: vi.fn(async () => undefined),
    sendVerificationEmail: vi.fn(async () => undefined),
    checkEmailVerified: vi.fn(async () => true),
  };
  return { port, listeners };
}

describe('[LAZY1] the Firebase SDK is fetched on first use, once', () => {
  it('loads nothing until a port is called, then reuses the same load', async () => {
    const load = vi.fn(async () => 42);
    const get = once(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([get(), get()])).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forwards calls to the loaded auth port', async () => {
    const { port } = fakeAuth();
    const auth = lazyAuth('firebase', async () => port);
    expect(await auth.signIn('a@exemple.fr', 'secret')).toEqual(USER);
    expect(port.signIn).toHaveBeenCalledWith('a@exemple.fr', 'secret');
  });
});

describe('[LAZY2] subscriptions wait for the real port', () => {
  it('subscribes once loaded and unsubscribes on demand', async () => {
    const { port, listeners } = fakeAuth();
    const auth = lazyAuth('firebase', async () => port);
    const seen: (AuthUser | null)[] = [];
    const stop = auth.onAuthStateChanged((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();
    expect(listeners.size).toBe(0);
  });

  it('never subscribes when cancelled before the port arrived', async () => {
    const { port, listeners } = fakeAuth();
    let release: (p: AuthPort) => void = () => undefined;
    const auth = lazyAuth(
      'firebase',
      () => new Promise<AuthPort>((resolve) => (release = resolve)),
    );
    const stop = auth.onAuthStateChanged(() => undefined);
    stop();
    release(port);
    await Promise.resolve();
    expect(listeners.size).toBe(0);
  });

  it('reports a failed load to the error callback', async () => {
    const auth = lazyAuth('firebase', async () => {
      throw new Error('chunk introuvable');
    });
    const onError = vi.fn();
    auth.onAuthStateChanged(() => undefined, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('chunk introuvable')));
  });

  it('defers the remote doorbell the same way', async () => {
    const unsubscribe = vi.fn();
    const real = { watch: vi.fn(() => unsubscribe) } as unknown as RemotePort;
    const remote = lazyRemote(async () => real);
    const stop = remote.watch({ uid: 'u', role: 'vtc', orgId: 'o' }, () => undefined);
    await vi.waitFor(() => expect(real.watch).toHaveBeenCalledTimes(1));
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
