import type { ComponentType } from 'react';
import type { PublishedSession } from './published-session';

/** What the lazily loaded session module hands the shell: a component that runs the session and reports it. */
export interface LoadedSession {
  Bridge: ComponentType<{ onPublish: (session: PublishedSession) => void }>;
}

export type SessionGateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; session: LoadedSession }
  | { status: 'failed'; message: string };

/**
 * The public pages run without a session: no runtime, no IndexedDB, no Firebase. The first page that needs one
 * (/auth, a signed-in page, a dashboard) calls `ready()`; the gate imports the session module once, the shell
 * mounts its Bridge, and `ready()` resolves when the session is published to the routes.
 */
export interface SessionGate {
  getState(): SessionGateState;
  subscribe(listener: () => void): () => void;
  /** Starts loading (once); used at start when a signed-in visit is likely. */
  load(): void;
  ready(): Promise<void>;
  /** Called by the shell once the published session reached the routes. */
  markReady(): void;
}

export function createSessionGate(importSession: () => Promise<LoadedSession>): SessionGate {
  let state: SessionGateState = { status: 'idle' };
  const listeners = new Set<() => void>();
  let resolveReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });
  const set = (next: SessionGateState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const load = () => {
    if (state.status !== 'idle') return;
    set({ status: 'loading' });
    importSession().then(
      (session) => set({ status: 'loaded', session }),
      (error: unknown) => {
        set({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
        // The shell shows the failure instead of the routes; waiting pages need not hang.
        resolveReady();
      },
    );
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    ready() {
      load();
      return readyPromise;
    },
    markReady: () => resolveReady(),
  };
}
