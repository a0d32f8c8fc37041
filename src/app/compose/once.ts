/**
 * Loads once, on first use: the Firebase SDK is fetched only when a port is actually called. Its own module so
 * that /contact's first load (contact-channel.ts) does not carry the lazy ports.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => (loading ??= load());
}
