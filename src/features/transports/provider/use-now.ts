import { useEffect, useState } from 'react';
import type { Clock } from '@/domain/shared/clock';

const MINUTE = 60_000;

/**
 * The device time, refreshed every minute: tab membership depends on it (a request leaves « En attente » 24 h
 * after creation), and a fixed value keeps live queries from re-running on every render.
 */
export function useNow(clock: Clock, everyMs = MINUTE): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
