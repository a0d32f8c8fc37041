import type { HistoryEntry } from '@/domain/transport/history-entry.schema';

// 22/11/2026, Paris is UTC+1.
export const parisTime = (hour: number, minute: number) => Date.UTC(2026, 10, 22, hour - 1, minute);

export function historyEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    etat: 'pending',
    timestamp: parisTime(13, 0),
    updated_by: 'u-clinique',
    updated_by_name: null,
    updated_by_role: null,
    updated_by_org: null,
    device_id: null,
    notes: null,
    reason: null,
    position: null,
    op_id: null,
    server_timestamp: parisTime(13, 0),
    applied: true,
    refusal_code: null,
    refusal_reason: null,
    ...overrides,
  };
}

/**
 * An entry as a device mirrored it before authors were kept: local rows are stored as parsed then, so the object
 * lacks the new keys (undefined, not null) until the server sends the transport again.
 */
export function mirroredBeforeAuthors(entry: HistoryEntry): HistoryEntry {
  const copy: Partial<HistoryEntry> = { ...entry };
  for (const key of [
    'updated_by_name',
    'updated_by_role',
    'updated_by_org',
    'device_id',
  ] as const) {
    delete copy[key];
  }
  return copy as HistoryEntry;
}

export const REFUSAL = 'Ce transport a été annulé : son état ne peut plus changer.';

/** A ride with every kind of entry: synced, synced late, refused, with a position, still pending. */
export const HISTORY: HistoryEntry[] = [
  historyEntry({ op_id: 'op-create', notes: 'Demande de transport créée' }),
  historyEntry({
    etat: 'accepted',
    op_id: 'op-accept',
    updated_by: 'u-ambu',
    timestamp: parisTime(14, 2),
    server_timestamp: parisTime(14, 37),
  }),
  historyEntry({
    etat: 'en_route_pickup',
    op_id: 'op-refused',
    updated_by: 'u-ambu',
    timestamp: parisTime(15, 0),
    server_timestamp: parisTime(15, 0),
    applied: false,
    refusal_code: 'terminal',
    refusal_reason: REFUSAL,
    position: { lat: 48.8566142, lng: 2.3522219, accuracy: 12.4 },
  }),
  historyEntry({
    etat: 'cancelled',
    op_id: 'op-pending',
    timestamp: parisTime(15, 30),
    server_timestamp: parisTime(16, 30),
    reason: 'Patient hospitalisé',
  }),
];
