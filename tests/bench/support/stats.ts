/** Summary of timing samples (milliseconds): what every table prints. */
export interface Summary {
  runs: number;
  median: number;
  p95: number;
  min: number;
  max: number;
}

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length % 2 === 1
      ? (sorted[Math.floor(middle)] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return {
    runs: sorted.length,
    median,
    p95: percentile(sorted, 0.95),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Wall-clock duration of `work`, in milliseconds. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
