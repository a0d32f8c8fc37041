import type { LeaderPort, Unsubscribe } from '@/data/ports';

interface LockRequest {
  tab: string;
  name: string;
  whileLeader: (signal: AbortSignal) => Promise<void>;
  controller: AbortController;
}

interface NudgeSubscription {
  tab: string;
  name: string;
  listener: () => void;
}

/**
 * Web Locks + BroadcastChannel for several "tabs" of one browser, in memory. Locks are granted asynchronously in
 * request order; a closed tab's lock is freed at once (its JavaScript is gone, its promise never settles), and a
 * nudge reaches every other tab but never the sender, as a BroadcastChannel does.
 */
export class FakeLockManager {
  private readonly holders = new Map<string, LockRequest>();
  private readonly queues = new Map<string, LockRequest[]>();
  private readonly subscriptions = new Set<NudgeSubscription>();

  tab(tab: string): LeaderPort {
    return {
      acquire: (name, whileLeader) =>
        this.acquire({ tab, name, whileLeader, controller: new AbortController() }),
      nudge: (name) => this.nudge(tab, name),
      onNudge: (name, listener) => {
        const subscription = { tab, name, listener };
        this.subscriptions.add(subscription);
        return () => {
          this.subscriptions.delete(subscription);
        };
      },
    };
  }

  holder(name: string): string | null {
    return this.holders.get(name)?.tab ?? null;
  }

  /** The tab is closed or crashed: its requests vanish, its locks are freed, it hears no more nudges. */
  close(tab: string): void {
    for (const subscription of [...this.subscriptions]) {
      if (subscription.tab === tab) this.subscriptions.delete(subscription);
    }
    for (const [name, queue] of this.queues) {
      this.queues.set(
        name,
        queue.filter((request) => request.tab !== tab),
      );
    }
    for (const request of [...this.holders.values()]) {
      if (request.tab !== tab) continue;
      request.controller.abort();
      this.release(request);
    }
  }

  private queue(name: string): LockRequest[] {
    const queue = this.queues.get(name) ?? [];
    this.queues.set(name, queue);
    return queue;
  }

  private acquire(request: LockRequest): Unsubscribe {
    this.queue(request.name).push(request);
    queueMicrotask(() => this.grant(request.name));
    return () => {
      const queue = this.queue(request.name);
      if (queue.includes(request)) queue.splice(queue.indexOf(request), 1);
      request.controller.abort();
    };
  }

  private grant(name: string): void {
    if (this.holders.has(name)) return;
    const next = this.queue(name).shift();
    if (next === undefined) return;
    this.holders.set(name, next);
    void Promise.resolve()
      .then(() => next.whileLeader(next.controller.signal))
      .catch(() => undefined)
      .finally(() => this.release(next));
  }

  private release(request: LockRequest): void {
    if (this.holders.get(request.name) !== request) return;
    this.holders.delete(request.name);
    queueMicrotask(() => this.grant(request.name));
  }

  private nudge(from: string, name: string): void {
    for (const subscription of [...this.subscriptions]) {
      if (subscription.name !== name || subscription.tab === from) continue;
      queueMicrotask(() => {
        if (this.subscriptions.has(subscription)) subscription.listener();
      });
    }
  }
}
