/**
 * Whether a service worker controls this page (it then keeps what the page fetches for offline use). The one place
 * the signed-in data layer reads `navigator.serviceWorker`; false where the browser has none (tests, old browsers).
 */
export function isServiceWorkerControlled(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}
