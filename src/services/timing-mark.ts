/**
 * A named moment of a start (sign-in, first sync) on the browser's performance timeline: the sign-in benchmark
 * prints them beside the requests (issue 24). One per step, never per cycle, so the timeline does not grow.
 */
export function markTiming(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(name);
}
