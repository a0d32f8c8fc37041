/** Firestore commits at most 500 writes at once; long admin operations work in chunks under it. */
export const FIRESTORE_BATCH_LIMIT = 500;

/**
 * Splits `items` into chunks of at most `size` (clamped to 1…500). Each chunk is one commit: all or nothing, so a
 * cancelled or failed operation stops between chunks and never leaves a half-written one.
 */
export function chunked<T>(items: readonly T[], size: number = FIRESTORE_BATCH_LIMIT): T[][] {
  const step = Math.max(1, Math.min(FIRESTORE_BATCH_LIMIT, Math.floor(size)));
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += step) {
    chunks.push(items.slice(start, start + step));
  }
  return chunks;
}

/** Percent done, rounded down, 100 for an empty job (nothing to do is done). */
export function percentDone(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done / total) * 100));
}
