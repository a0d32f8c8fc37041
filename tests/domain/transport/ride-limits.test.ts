import { describe, expect, it } from 'vitest';
import {
  RIDE_HISTORY_MAX,
  RIDE_HISTORY_RESERVE,
  RIDE_MODIFICATIONS_MAX,
} from '@/domain/shared/field-limits';
import { applyTransportOperation } from '@/domain/sync/apply-operation';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { RIDE_LIMIT_REFUSALS } from '@/domain/transport/ride-limits';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, makeUpdate, ONE_HOUR_LATER, transportIn } from './fixtures';

/**
 * [RL] Issue 21: a ride never grows past what its parties can still write — the domain decides as firestore.rules
 * (rideLimits) enforce: refused updates are recorded only below the reserve, the history and the edit log are
 * bounded.
 */

const SERVER_TIME = ONE_HOUR_LATER + 5_000;

function withHistory(t: Transport, length: number): Transport {
  const first = t.historique_etats[0]!;
  const padding = Array.from(
    { length: length - t.historique_etats.length },
    (_, i): HistoryEntry => ({ ...first, op_id: `pad-${i}`, applied: false }),
  );
  return { ...t, historique_etats: [...t.historique_etats, ...padding] };
}

describe('[RL1] l’historique d’une course est borné, avec une réserve pour la finir', () => {
  const room = RIDE_HISTORY_MAX - RIDE_HISTORY_RESERVE;
  // A competitor's acceptance of a ride another company took: refused.
  const late = makeUpdate('accepted', ACTORS.otherAmbulance);

  it('[RL1] sous la réserve, une mise à jour refusée est gardée dans l’historique', () => {
    const t = withHistory(transportIn('accepted'), room - 1);
    const result = applyOrRecord(t, late, SERVER_TIME);
    expect(result.outcome).toBe('refused');
    expect(result.transport.historique_etats).toHaveLength(room);
  });

  it('[RL1] dans la réserve, elle est répondue sans être enregistrée : la course ne change pas', () => {
    const t = withHistory(transportIn('accepted'), room);
    const result = applyOrRecord(t, late, SERVER_TIME);
    expect(result.outcome).toBe('refused');
    expect(result.transport).toBe(t);
  });

  it('[RL1] dans la réserve, le transporteur termine encore sa course', () => {
    const t = withHistory(transportIn('arrived_destination'), RIDE_HISTORY_MAX - 1);
    const result = applyOrRecord(t, makeUpdate('completed', ACTORS.ambulance), SERVER_TIME);
    expect(result.outcome).toBe('applied');
    expect(result.transport.historique_etats).toHaveLength(RIDE_HISTORY_MAX);
  });

  it('[RL1] historique plein : refusé, en français, sans rien écrire', () => {
    const t = withHistory(transportIn('arrived_destination'), RIDE_HISTORY_MAX);
    const result = applyOrRecord(t, makeUpdate('completed', ACTORS.ambulance), SERVER_TIME);
    expect(result).toMatchObject({
      outcome: 'refused',
      refusal: RIDE_LIMIT_REFUSALS.historyFull,
    });
    expect(result.transport).toBe(t);
  });
});

describe('[RL2] le journal des modifications est borné', () => {
  it('[RL2] au-delà de la limite, la modification est refusée en français', () => {
    const pending = transportIn('pending');
    const log = Array.from({ length: RIDE_MODIFICATIONS_MAX }, (_, i) => ({
      op_id: `edit-${i}`,
      at: ONE_HOUR_LATER,
      device_time: ONE_HOUR_LATER,
      by: ACTORS.clinic.uid,
      by_name: null,
      fields: ['priorite'],
    }));
    const edit = (t: Transport) =>
      applyTransportOperation(
        t,
        {
          kind: 'transport.edit',
          opId: 'op-edit',
          transportId: t.id,
          changes: { priorite: 'urgent' },
          actor: ACTORS.clinic,
          deviceTime: ONE_HOUR_LATER,
        },
        SERVER_TIME,
      );
    expect(edit({ ...pending, modifications: log.slice(1) }).outcome).toBe('applied');
    expect(edit({ ...pending, modifications: log })).toMatchObject({
      outcome: 'refused',
      refusal: RIDE_LIMIT_REFUSALS.editsFull,
    });
  });
});
