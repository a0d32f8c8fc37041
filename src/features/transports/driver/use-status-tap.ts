import { useCallback, useEffect, useRef, useState } from 'react';
import { StorageFullError } from '@/data/local/storage-full-error';
import { useUserData } from '@/data/local/user-data-context';
import { createPositionTracker } from './geolocation';
import { statusOperation, type StatusTap } from './status-operation';

const UNSAVED = 'L’action n’a pas pu être enregistrée sur l’appareil. Réessayez.';

export interface StatusTapper {
  /** Records the tap on the device; true when recorded, false when refused (the reason is in `problem`). */
  tap(input: StatusTap): Promise<boolean>;
  /**
   * Issue 25: records the tap at once as a held decision (an undo window of `holdMs`), and answers its opId for
   * data.release / data.withdraw — or null when refused or not recorded (the reason is in `problem`).
   */
  hold(input: StatusTap, holdMs: number): Promise<string | null>;
  busy: boolean;
  /** The French reason of the last refused or failed tap, shown until the next tap. */
  problem: string | null;
}

/**
 * One tap = one outbox operation, written the instant the finger lands with the device time and the freshest GPS
 * fix already at hand (or none): nothing is awaited before the write, so closing the app right after a tap
 * cannot lose it. The position is refreshed in the background while the screen is open and after each tap.
 */
export function useStatusTap(transportId: string, { locate }: { locate: boolean }): StatusTapper {
  const data = useUserData();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A ref, not state: a second tap in the same frame must see the first one already running.
  const running = useRef(false);
  const [tracker] = useState(createPositionTracker);
  useEffect(() => {
    if (locate) tracker.refresh();
  }, [locate, tracker]);

  const record = useCallback(
    async (input: StatusTap, holdMs: number): Promise<string | null> => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      setProblem(null);
      const deviceTime = data.clock.now();
      const opId = data.newOpId();
      try {
        const position = locate ? tracker.latest() : null;
        const context = {
          viewer: data.viewer,
          deviceId: data.deviceId,
          opId,
          deviceTime,
          position,
        };
        const result = await data.act(statusOperation(transportId, input, context), { holdMs });
        if (!result.ok) setProblem(result.refusal.reason);
        if (locate) tracker.refresh();
        return result.ok ? opId : null;
      } catch (error) {
        setProblem(error instanceof StorageFullError ? error.message : UNSAVED);
        return null;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [data, transportId, locate, tracker],
  );
  const tap = useCallback(async (input: StatusTap) => (await record(input, 0)) !== null, [record]);

  return { tap, hold: record, busy, problem };
}
