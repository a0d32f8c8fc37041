export const STORAGE_FULL_MESSAGE =
  'Espace de stockage saturé : libérez de la place sur l’appareil. Aucune donnée n’a été perdue.';

/**
 * The device refused to store more (IndexedDB quota). The transaction that hit it was rolled back as a whole,
 * so nothing already saved is touched and the action the user just made was not half-recorded.
 */
export class StorageFullError extends Error {
  override name = 'StorageFullError';
  constructor(cause: unknown) {
    super(STORAGE_FULL_MESSAGE, { cause });
  }
}

function nameOf(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : null;
}

/** Dexie rethrows the browser's DOMException under the same name and keeps the original as `inner`. */
export function isQuotaExceeded(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if (nameOf(current) === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}

/** Runs a local write and turns a quota failure into the French StorageFullError the UI shows. */
export async function withStorageFullError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isQuotaExceeded(error) ? new StorageFullError(error) : error;
  }
}
