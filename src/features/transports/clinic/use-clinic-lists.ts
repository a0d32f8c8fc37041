import type { UserData } from '@/data/local/user-data';
import { useLive } from '@/data/local/live';
import type { ClinicList } from '@/data/local/transport-queries';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * A clinic list (with `limit`, its first requests only), live: a request saved in another tab shows up here at
 * once. The limit only says when to read again: the rows on screen stay while the next page loads.
 */
export function useClinicList(
  data: UserData,
  list: ClinicList,
  limit?: number,
): Transport[] | undefined {
  return useLive(() => data.queries.listClinic(data.viewer, list, limit), [data, list], undefined, [
    limit,
  ]);
}
