import type { UserData } from '@/data/local/user-data';
import { useLive } from '@/data/local/live';
import type { ClinicList } from '@/data/local/transport-queries';
import type { Transport } from '@/domain/transport/transport.schema';

const NO_PENDING: Record<string, number> = {};

/** A clinic list and the unsynced counts, live: a request saved in another tab shows up here at once. */
export function useClinicList(data: UserData, list: ClinicList): Transport[] | undefined {
  return useLive(() => data.queries.listClinic(data.viewer, list), [data, list], undefined);
}

export function usePendingCounts(data: UserData): Record<string, number> {
  return useLive(() => data.queries.pendingCountByTransport(), [data], NO_PENDING);
}
