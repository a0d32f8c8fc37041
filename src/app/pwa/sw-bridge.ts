import { Workbox } from 'workbox-window';

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

/** Registers /sw.js; no-op in dev (the SW would cache stale modules) and where SWs are unsupported. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => setState({ updateWaiting: true }));
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) setState({ offlineReady: true });
  });
  // Installed iOS apps rarely restart: look for a new version whenever the app comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update();
  });
  void workbox.register();
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
