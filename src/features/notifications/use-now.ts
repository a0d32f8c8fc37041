import { useEffect, useState } from 'react';
import { MILLIS_PER_MINUTE, type Clock } from '@/domain/shared/clock';

/** The clock's time, refreshed every minute: relative times move on and expired notifications leave the list. */
export function useNow(clock: Clock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), MILLIS_PER_MINUTE);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
