import { describe, expect, it, vi } from 'vitest';
import { lazyPort, once } from '@/app/compose/lazy-ports';
import { missingMembers } from '@/data/port-shape';
import { AUTH_PORT, REMOTE_PORT } from '@/data/port-shapes';
import type { AuthPort, AuthUser, RemotePort } from '@/data/ports';
import { FakeAuth } from '@tests/support/session-fakes';
import { MemoryRemote } from '@tests/support/fakes/memory-remote';
import { MemoryServer } from '@tests/support/fakes/memory-server';
import { fixedClock } from '@/domain/shared/clock';

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
    changePassword: vi.fn(async () => undefined),
    reauthenticate: vi.fn(async () => 1),
    sessionStartedAt: vi.fn(async () => 2),
  };
  return { port, listeners };
}

const lazyAuth = (load: () => Promise<AuthPort>) =>
  lazyPort('Auth', AUTH_PORT, load, { kind: 'firebase' });

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
    const auth = lazyAuth(async () => port);
    expect(await auth.signIn('a@exemple.fr', 'secret')).toEqual(USER);
    expect(port.signIn).toHaveBeenCalledWith('a@exemple.fr', 'secret');
  });
});

describe('[LAZY2] subscriptions wait for the real port', () => {
  it('subscribes once loaded and unsubscribes on demand', async () => {
    const { port, listeners } = fakeAuth();
    const auth = lazyAuth(async () => port);
    const seen: (AuthUser | null)[] = [];
    const stop = auth.onAuthStateChanged((user) => seen.push(user));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stop();
    expect(listeners.size).toBe(0);
  });

  it('never subscribes when cancelled before the port arrived', async () => {
    const { port, listeners } = fakeAuth();
    let release: (p: AuthPort) => void = () => undefined;
    const auth = lazyAuth(() => new Promise<AuthPort>((resolve) => (release = resolve)));
    const stop = auth.onAuthStateChanged(() => undefined);
    stop();
    release(port);
    await Promise.resolve();
    expect(listeners.size).toBe(0);
  });

  it('reports a failed load to the error callback', async () => {
    const auth = lazyAuth(async () => {
      throw new Error('chunk introuvable');
    });
    const onError = vi.fn();
    auth.onAuthStateChanged(() => undefined, onError);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('chunk introuvable')));
  });

  it('defers the remote doorbell the same way', async () => {
    const unsubscribe = vi.fn();
    const real = new MemoryRemote(new MemoryServer(fixedClock(0)));
    vi.spyOn(real, 'watch').mockImplementation(() => unsubscribe);
    const remote = lazyPort<RemotePort>('Remote', REMOTE_PORT, async () => real, {});
    const stop = remote.watch({ uid: 'u', role: 'vtc', orgId: 'o' }, () => undefined);
    await vi.waitFor(() => expect(real.watch).toHaveBeenCalledTimes(1));
    stop();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});

describe('[LAZY3] the wrapper is derived from the port: no method can be forgotten', () => {
  it('forwards every method of the port, the ones the old hand-written wrappers dropped included', async () => {
    const { port } = fakeAuth();
    const auth = lazyAuth(async () => port);
    expect(Object.keys(auth).sort()).toEqual(Object.keys(AUTH_PORT).sort());
    await auth.changePassword('ancien', 'nouveau1');
    expect(port.changePassword).toHaveBeenCalledWith('ancien', 'nouveau1');
    expect(await auth.reauthenticate('ancien')).toBe(1);
    expect(await auth.sessionStartedAt()).toBe(2);
  });

  it('a remote loaded without pullMessages fails its first call, naming what is missing', async () => {
    const { pullMessages: _dropped, ...partial } = Object.fromEntries(
      Object.keys(REMOTE_PORT).map((name) => [name, vi.fn()]),
    );
    const remote = lazyPort<RemotePort>(
      'Remote',
      REMOTE_PORT,
      async () => partial as unknown as RemotePort,
      {},
    );
    const viewer = { uid: 'u', role: 'vtc', orgId: 'o' } as const;
    await expect(remote.pullTransports(viewer, null, 10)).rejects.toThrow(
      'Port Remote incomplet : pullMessages manquant(s).',
    );
    expect(partial.pullTransports).not.toHaveBeenCalled();
  });

  it('the test fakes carry every member of the shape', () => {
    expect(missingMembers(AUTH_PORT, new FakeAuth())).toEqual([]);
    expect(missingMembers(REMOTE_PORT, new MemoryRemote(new MemoryServer(fixedClock(0))))).toEqual(
      [],
    );
  });
});
