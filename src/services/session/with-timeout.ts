export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/** Resolves like `promise`, or rejects with TimeoutError(message) after `ms`. The timer never outlives it. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
