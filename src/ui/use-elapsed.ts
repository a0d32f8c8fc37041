import { useEffect, useState } from 'react';

/** True once `delayMs` has passed since mount; used for "this is taking long" hints. */
export function useElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed;
}
