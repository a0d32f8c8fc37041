import type { ConnectivityPort } from '@/data/ports';

type ConnectivityEvent = 'online' | 'offline';

/** The part of `window` this adapter uses, so tests can hand in a fake. */
export interface ConnectivityWindow {
  readonly navigator: { readonly onLine: boolean };
  addEventListener(type: ConnectivityEvent, listener: () => void): void;
  removeEventListener(type: ConnectivityEvent, listener: () => void): void;
}

/**
 * `navigator.onLine` and its events. « Online » only means a network interface is up, not that the server is
 * reachable: the sync engine still treats every push failure as possibly offline; this is a hint for triggers
 * and for the indicator.
 */
export function createConnectivity(target: ConnectivityWindow = window): ConnectivityPort {
  return {
    isOnline: () => target.navigator.onLine,
    subscribe(listener) {
      const online = () => listener(true);
      const offline = () => listener(false);
      target.addEventListener('online', online);
      target.addEventListener('offline', offline);
      return () => {
        target.removeEventListener('online', online);
        target.removeEventListener('offline', offline);
      };
    },
  };
}
