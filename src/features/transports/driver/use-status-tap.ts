import { useCallback, useRef, useState } from 'react';
import { StorageFullError } from '@/data/local/storage-full-error';
import { useUserData } from '@/data/local/user-data-context';
import { geolocation } from './geolocation';
import { statusOperation, type StatusTap } from './status-operation';

const UNSAVED = 'L’action n’a pas pu être enregistrée sur l’appareil. Réessayez.';

export interface StatusTapper {
  /** Records the tap on the device; true when recorded, false when refused (the reason is in `problem`). */
  tap(input: StatusTap): Promise<boolean>;
  busy: boolean;
  /** The French reason of the last refused or failed tap, shown until the next tap. */
  problem: string | null;
}

/**
 * One tap = one outbox operation. The device time is read when the finger lands, before the (short) wait for a
 * GPS fix, so the history says when the driver acted, not when the phone found the satellites.
 */
export function useStatusTap(transportId: string, { locate }: { locate: boolean }): StatusTapper {
  const data = useUserData();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not state: a second tap in the same frame must see the first one already running.
  const running = useRef(false);

  const tap = useCallback(
    async (input: StatusTap) => {
      if (running.current) return false;
      running.current = true;
      setBusy(true);
      setProblem(null);
      const deviceTime = data.clock.now();
      const opId = data.newOpId();
      try {
        // A failing position source must never cost the tap: no fix is recorded as null.
        const position = locate ? await geolocation.currentPosition().catch(() => null) : null;
        const context = { viewer: data.viewer, opId, deviceTime, position };
        const result = await data.act(statusOperation(transportId, input, context));
        if (!result.ok) setProblem(result.refusal.reason);
        return result.ok;
      } catch (error) {
        setProblem(error instanceof StorageFullError ? error.message : UNSAVED);
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [data, transportId, locate],
  );

  return { tap, busy, problem };
}
