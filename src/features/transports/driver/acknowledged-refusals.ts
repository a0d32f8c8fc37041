/**
 * Refusals the driver has read on this device, by opId. The refused update itself stays in the ride's history
 * for good; only the banner goes away. Device-local on purpose: forgetting it merely shows a banner again.
 */
const KEY = 'transport-sanitaire:acknowledgedRefusals';
const KEEP = 500;

export function readAcknowledged(): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

export function acknowledge(opIds: readonly string[]): ReadonlySet<string> {
  const all = [...readAcknowledged(), ...opIds];
  const kept = [...new Set(all)].slice(-KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Private browsing or a full disk: the banner may come back later, nothing is lost.
  }
  return new Set(kept);
}
