import { assertComplete, type PortShape, type ValueMembers } from '@/data/port-shape';
import type { Unsubscribe } from '@/data/ports';

import { once } from './once';

export { once };

type Member = (...args: unknown[]) => unknown;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Subscribes when the real port arrives; unsubscribing before that cancels the subscription. A subscription's
 * error callback, when it has one, is its second function argument (AuthPort.onAuthStateChanged): a port that
 * could not be loaded is reported there, else logged.
 */
function deferredSubscription(
  port: () => Promise<Record<string, Member>>,
  name: string,
  args: unknown[],
): Unsubscribe {
  let cancelled = false;
  let stop: Unsubscribe | null = null;
  const onError = args.filter((arg) => typeof arg === 'function')[1] as
    ((error: Error) => void) | undefined;
  port().then(
    (real) => {
      if (!cancelled) stop = real[name]!(...args) as Unsubscribe;
    },
    (error: unknown) => {
      if (onError) onError(asError(error));
      else console.error(`Abonnement ${name} impossible`, error);
    },
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/**
 * The port of a chunk not loaded yet, derived from its shape: every call waits for the chunk, every subscription
 * starts once it is there, value members are known at once. The loaded port is checked against the shape first,
 * so a backend missing a member fails its first call with IncompletePortError instead of a feature going quiet.
 */
export function lazyPort<T extends object>(
  name: string,
  shape: PortShape<T>,
  load: () => Promise<T>,
  values: Pick<T, ValueMembers<T>>,
): T {
  const real = once(
    async () => assertComplete(name, shape, await load()) as Record<string, Member>,
  );
  const port: Record<string, unknown> = {};
  for (const [member, kind] of Object.entries(shape)) {
    if (kind === 'call') {
      port[member] = async (...args: unknown[]) => (await real())[member]!(...args);
    } else if (kind === 'subscribe') {
      port[member] = (...args: unknown[]) => deferredSubscription(real, member, args);
    } else {
      port[member] = (values as Record<string, unknown>)[member];
    }
  }
  return port as T;
}
