import { useLive } from '@/data/local/live';
import type { TransportDetail } from '@/data/local/transport-queries';
import type { UserData } from '@/data/local/user-data';

/** One transport with its unsynced and refused changes, live; undefined while reading, null when unknown. */
export function useTransportDetail(data: UserData, id: string): TransportDetail | null | undefined {
  return useLive(() => data.queries.getTransport(id), [data, id], undefined);
}
