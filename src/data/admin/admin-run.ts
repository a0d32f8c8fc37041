import type { ConnectivityPort } from '@/data/ports';
import { chunked } from '@/domain/admin/chunks';
import { errorMessage, fail, ok, type ServiceResult } from '@/domain/errors/service-result';

/** Admin operations need the server: offline they say so at once and write nothing. */
export const CONNECTION_REQUIRED = 'Connexion requise';

/**
 * Runs one admin call: refused offline, and whatever fails comes back as the §8 result shape — `message` the
 * catalogue's French text (built from the cause's message where it has a slot), `error` the cause.
 */
export async function runAdmin<T>(
  connectivity: ConnectivityPort,
  failure: string | ((detail: string) => string),
  work: () => Promise<{ data: T; message?: string }>,
  fallback?: T,
): Promise<ServiceResult<T>> {
  if (!connectivity.isOnline()) return fail(CONNECTION_REQUIRED, CONNECTION_REQUIRED, fallback);
  try {
    const { data, message } = await work();
    return ok(data, message);
  } catch (error) {
    const detail = errorMessage(error);
    const message = typeof failure === 'string' ? failure : failure(detail);
    return fail(detail, message, fallback);
  }
}

export class CancelledOrOffline extends Error {}

/**
 * Applies `items` chunk by chunk: one commit each (all or nothing), progress after each, a stop between chunks when
 * cancelled. Going offline mid-way stops before the next chunk with « Connexion requise »: what was committed
 * stays, and a re-run (idempotent) finishes the job.
 */
export async function inChunks<T>(
  items: readonly T[],
  size: number,
  connectivity: ConnectivityPort,
  apply: (chunk: T[]) => Promise<void>,
  run: { onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<{ done: number; total: number; cancelled: boolean }> {
  const total = items.length;
  let done = 0;
  run.onProgress?.(done, total);
  for (const chunk of chunked(items, size)) {
    if (run.signal?.aborted) return { done, total, cancelled: true };
    if (!connectivity.isOnline()) throw new Error(CONNECTION_REQUIRED);
    await apply(chunk);
    done += chunk.length;
    run.onProgress?.(done, total);
  }
  return { done, total, cancelled: false };
}
