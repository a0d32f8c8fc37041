import { useSyncExternalStore } from 'react';

/**
 * The browser's own idea of being online, for pages that run without a session (the public shell). Signed-in
 * pages use the connectivity port instead.
 */
function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isBrowserOnline = () => navigator.onLine;

/** True on the server (prerendering): the page then hydrates with the browser's answer. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isBrowserOnline, () => true);
}
