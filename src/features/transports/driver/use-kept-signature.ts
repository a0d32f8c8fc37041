import { useLive } from '@/data/local/live';
import type { UserData } from '@/data/local/user-data';

/** The ride's signature taken on this phone (null: none; undefined: still reading), live. */
export function useKeptSignature(data: UserData, transportId: string, asked = true) {
  return useLive(
    () => (asked ? data.keptSignature(transportId) : null),
    [data, transportId, asked],
    undefined,
  );
}
