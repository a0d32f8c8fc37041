import type { LeaderPort, Unsubscribe } from '@/data/ports';

export interface LeaderSession {
  /** Must not throw: a failure here would release the lock and leave the browser with no drainer. */
  lead(): Promise<void>;
  /** Resolves once this tab has stopped touching the outbox; only then is the lock released. */
  resign(): Promise<void>;
}

export interface LeadershipHold {
  /** Cancels the lock request, or ends the leadership (the adapter aborts the signal). */
  release: Unsubscribe;
  /** Resolves when the current or last leadership has fully ended. */
  released(): Promise<void>;
}

function untilAborted(...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    if (signals.some((signal) => signal.aborted)) return resolve();
    for (const signal of signals) signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * One drainer per browser (P7). The lock is held for as long as the tab lives, so takeover happens only when the
 * leader stops or its tab dies (the browser then frees the lock), and the next tab in the lock's queue leads.
 */
export function holdLeadership(
  leader: LeaderPort,
  lockName: string,
  lifetime: AbortSignal,
  session: LeaderSession,
): LeadershipHold {
  let holding: Promise<void> = Promise.resolve();
  async function leadUntilReleased(signal: AbortSignal) {
    // A grant that arrives after stop() must not drain: TanStack's failover suite caught exactly that replay.
    if (lifetime.aborted) return;
    try {
      await session.lead();
      await untilAborted(signal, lifetime);
    } finally {
      await session.resign();
    }
  }
  const release = leader.acquire(lockName, (signal) => {
    holding = leadUntilReleased(signal);
    return holding;
  });
  return { release, released: () => holding };
}
