export interface CycleRunner {
  /**
   * Runs the cycle after the one in progress, if any. Requests made while a cycle waits join it, so a burst of
   * triggers costs one extra cycle, and the promise resolves only after a cycle that started after the call.
   */
  run(): Promise<void>;
  /** Resolves once every cycle requested so far has ended. */
  idle(): Promise<void>;
}

/** Drains never overlap within a tab (ARCHITECTURE §5.7); across tabs the lock takes over. */
export function createCycleRunner(cycle: () => Promise<void>): CycleRunner {
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  return {
    run() {
      if (queued !== null) return queued;
      const next = tail.then(() => {
        queued = null;
        return cycle();
      });
      queued = next;
      tail = next.catch(() => undefined);
      return next;
    },
    idle: () => tail,
  };
}
