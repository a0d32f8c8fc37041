import type { Workbox } from 'workbox-window';

/**
 * The page's only door to the service worker (squoosh's sw-bridge). Registers it in production builds,
 * reports when a new version waits, and activates it on request.
 */
type Listener = () => void;

interface BridgeState {
  updateWaiting: boolean;
  offlineReady: boolean;
}

let state: BridgeState = { updateWaiting: false, offlineReady: false };
const listeners = new Set<Listener>();
let workbox: Workbox | null = null;

function setState(patch: Partial<BridgeState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): BridgeState {
  return state;
}

/**
 * Registers /sw.js; no-op in dev (the SW would cache stale modules) and where SWs are unsupported. Workbox's
 * window library is fetched after the page has loaded: it is no part of a public page's first load.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  const start = () => {
    void import('workbox-window').then(({ Workbox: WorkboxClass }) => {
      if (workbox) return;
      workbox = new WorkboxClass('/sw.js', { scope: '/' });
      listen(workbox);
      void workbox.register();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function listen(registered: Workbox) {
  registered.addEventListener('waiting', () => setState({ updateWaiting: true }));
  registered.addEventListener('activated', (event) => {
    if (!event.isUpdate) setState({ offlineReady: true });
  });
  // Installed iOS apps rarely restart: look for a new version whenever the app comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update();
  });
}

/** « Mettre à jour »: activate the waiting worker, then reload once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  setState({ updateWaiting: false });
}

/** Asks the SW to show a system notification (works while the app is in the background). */
export async function showSystemNotification(
  title: string,
  body: string,
  url?: string,
  tag?: string,
): Promise<void> {
  if (!('serviceWorker' in navigator) || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'SHOW_NOTIFICATION', title, body, url, tag });
}
