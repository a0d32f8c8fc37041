export interface Killable<T> {
  port: T;
  /** From now on, calls and results never come back: the tab's JavaScript is gone. */
  kill(): void;
}

const never = () => new Promise<never>(() => undefined);

/**
 * Wraps a port the way a crashed tab sees it: async methods called after the kill are never executed (a dead tab
 * cannot touch the shared store), and promises pending at the kill never resolve, although the work behind them —
 * a commit already on its way to the server — still happens. `syncMethods` pass through (watch, for instance).
 */
export function killable<T extends object>(
  target: T,
  syncMethods: readonly PropertyKey[] = [],
): Killable<T> {
  let dead = false;
  const port = new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function' || syncMethods.includes(property)) {
        return typeof value === 'function' ? value.bind(object) : value;
      }
      return (...args: unknown[]) => {
        if (dead) return never();
        const result: unknown = value.apply(object, args);
        if (!(result instanceof Promise)) return result;
        return result.then(
          (resolved: unknown) => (dead ? never() : resolved),
          (error: unknown) => (dead ? never() : Promise.reject(error)),
        );
      };
    },
  });
  return {
    port,
    kill: () => {
      dead = true;
    },
  };
}
