import { useSyncExternalStore } from 'react';

/**
 * The browser's idea of being online, for signed-in pages (driver, provider lists, account pages). Kept apart from
 * services/online-status on purpose: sharing that module with the contact page split it into its own chunk, over
 * the public first-load budget (issue 14). Only a hint: « online » does not prove the server is reachable.
 */
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useDeviceOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
