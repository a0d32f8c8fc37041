import { useEffect, useState } from 'react';
import type { Clock } from '@/domain/shared/clock';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';

/** The clock's time, refreshed every minute so time-based flags (escalation) appear without a reload. */
export function useNow(clock: Clock, everyMs: number = MILLIS_PER_MINUTE): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}
