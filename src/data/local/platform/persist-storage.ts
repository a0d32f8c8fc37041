/** The part of `navigator.storage` used here; absent in old browsers and in Node. */
export interface PersistentStorageManager {
  persisted?: () => Promise<boolean>;
  persist?: () => Promise<boolean>;
}

const browserStorage = (): PersistentStorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

/**
 * Asks the browser not to evict this origin's data under storage pressure (call after sign-in). Returns whether
 * the data is now persistent; a refusal is normal (Chrome decides from engagement, Safari from installation)
 * and never an error: the app works the same, only with a higher risk of eviction.
 */
export async function requestPersistentStorage(
  storage: PersistentStorageManager | undefined = browserStorage(),
): Promise<boolean> {
  if (storage?.persist === undefined) return false;
  try {
    if ((await storage.persisted?.()) === true) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}
