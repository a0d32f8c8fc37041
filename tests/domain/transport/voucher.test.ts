import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { voucherTimes } from '@/domain/transport/voucher';
import { makeTransport } from './fixtures';

const entry = (
  etat: HistoryEntry['etat'],
  timestamp: number,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry => ({ ...makeTransport().historique_etats[0]!, etat, timestamp, ...extra });

describe('[PMT6] the times of the bon de transport, from the history', () => {
  it('[PMT6] each moment at its server time, the last applied entry winning; refused entries and moments not reached leave a blank', () => {
    const times = voucherTimes([
      entry('en_route_pickup', 1_000, { server_timestamp: 1_500 }),
      entry('arrived_pickup', 2_000, { server_timestamp: null }),
      entry('patient_loaded', 3_000, { applied: false, server_timestamp: 3_000 }),
      entry('en_route_pickup', 4_000, { server_timestamp: 4_100 }),
    ]);
    expect(times).toEqual([
      { label: 'Départ vers le patient', at: 4_100 },
      { label: 'Arrivée chez le patient', at: 2_000 },
      { label: 'Prise en charge du patient', at: null },
      { label: 'Arrivée à destination', at: null },
      { label: 'Fin du transport', at: null },
    ]);
  });
});
