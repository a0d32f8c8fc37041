import { RECENT_TRANSPORTS_COUNT } from '@/domain/constants';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  statusGroup,
  STATUS_GROUPS,
  TRANSPORT_STATUSES,
  type StatusGroup,
  type TransportStatus,
} from '@/domain/transport/transport-status';

export interface TransportStatistics {
  total: number;
  byGroup: Record<StatusGroup, number>;
  byStatus: Record<TransportStatus, number>;
  /** The most recent transports by created_at, newest first (spec §9: 10). */
  recent: Transport[];
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** Newest first; equal creation times fall back to the id so the order never depends on input order. */
export function recentTransports<T extends Pick<Transport, 'created_at' | 'id'>>(
  transports: readonly T[],
  count: number = RECENT_TRANSPORTS_COUNT,
): T[] {
  return [...transports]
    .sort((a, b) => b.created_at - a.created_at || a.id.localeCompare(b.id))
    .slice(0, count);
}

export function computeStatistics(transports: readonly Transport[]): TransportStatistics {
  const byGroup = zeros(STATUS_GROUPS);
  const byStatus = zeros(TRANSPORT_STATUSES);
  for (const transport of transports) {
    byGroup[statusGroup(transport.etat)] += 1;
    byStatus[transport.etat] += 1;
  }
  return { total: transports.length, byGroup, byStatus, recent: recentTransports(transports) };
}
