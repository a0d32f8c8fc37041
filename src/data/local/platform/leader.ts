import type { LeaderPort, Unsubscribe } from '@/data/ports';

/** The part of `navigator.locks` used here. */
export interface ExclusiveLocks {
  request(
    name: string,
    options: { mode: 'exclusive'; signal: AbortSignal },
    whileHeld: () => Promise<void>,
  ): Promise<unknown>;
}

/** The part of BroadcastChannel used here. */
export interface NudgeChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  close(): void;
}

export interface LeaderEnvironment {
  /** Web Locks; undefined where missing (Safari < 15.4, Node < 24.5). */
  locks: ExclusiveLocks | undefined;
  /** Opens a BroadcastChannel; undefined where missing. */
  openChannel: ((name: string) => NudgeChannel) | undefined;
}

export function browserLeaderEnvironment(): LeaderEnvironment {
  return {
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    openChannel:
      typeof BroadcastChannel === 'undefined' ? undefined : (name) => new BroadcastChannel(name),
  };
}

/**
 * Fallback without Web Locks: this tab simply leads, with no election between tabs (and no BroadcastChannel in
 * the election). Two tabs may then drain together; that is safe — every push is idempotent by opId — only
 * wasteful. Within the tab, holders of one name still take turns.
 */
export function inTabLocks(): ExclusiveLocks {
  const queues = new Map<string, Promise<unknown>>();
  return {
    request(name, _options, whileHeld) {
      const held = (queues.get(name) ?? Promise.resolve()).then(whileHeld);
      queues.set(
        name,
        held.catch(() => undefined),
      );
      return held;
    },
  };
}

const nudgeChannelName = (name: string) => `${name}:nudge`;

/** Leadership by Web Locks (one drainer per browser), nudges by BroadcastChannel (ARCHITECTURE §5.7). */
export function createLeader(
  environment: LeaderEnvironment = browserLeaderEnvironment(),
): LeaderPort {
  const locks = environment.locks ?? inTabLocks();
  const { openChannel } = environment;
  const localListeners = new Map<string, Set<() => void>>();

  return {
    acquire(name, whileLeader): Unsubscribe {
      const controller = new AbortController();
      const lead = async () => {
        // A grant that arrives after release was asked for must not run: a late lock callback once made a
        // peer library replay its outbox twice (research/sync.md §C, TanStack).
        if (controller.signal.aborted) return;
        await whileLeader(controller.signal);
      };
      locks
        .request(name, { mode: 'exclusive', signal: controller.signal }, lead)
        .catch((error: unknown) => {
          // Aborting a request still waiting for the lock rejects it: that is the release working.
          if (!controller.signal.aborted) console.error('Rôle de synchronisation perdu', error);
        });
      return () => controller.abort();
    },

    nudge(name) {
      if (openChannel === undefined) {
        localListeners.get(name)?.forEach((listener) => listener());
        return;
      }
      // A fresh sender: BroadcastChannel never delivers to its own sender object, and this way listeners in
      // this very tab are nudged too.
      const channel = openChannel(nudgeChannelName(name));
      channel.postMessage('nudge');
      channel.close();
    },

    onNudge(name, listener): Unsubscribe {
      if (openChannel === undefined) {
        const listeners = localListeners.get(name) ?? new Set();
        listeners.add(listener);
        localListeners.set(name, listeners);
        return () => listeners.delete(listener);
      }
      const channel = openChannel(nudgeChannelName(name));
      channel.addEventListener('message', () => listener());
      return () => channel.close();
    },
  };
}
