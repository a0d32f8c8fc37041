import { describe, expect, it } from 'vitest';
import {
  ADMIN_CORRECTIONS,
  correctionRefusal,
  correctionTargets,
} from '@/domain/transport/admin-correction';
import { applyOrRecord } from '@/domain/transport/apply-status-update';
import { allowedTargets } from '@/domain/transport/transition-table';
import {
  isWaiting,
  TRANSPORT_STATUSES,
  type TransportStatus,
} from '@/domain/transport/transport-status';
import { ACTORS, makeUpdate, ONE_HOUR_LATER, transportIn } from './fixtures';

const REASON = 'Fin de course saisie par erreur';
const PAIRS = TRANSPORT_STATUSES.flatMap((from) =>
  TRANSPORT_STATUSES.map((to) => [from, to] as [TransportStatus, TransportStatus]),
);

/** [COR-T1] Issue 21 item 3: the admin's corrections, one table, judged once in the domain. */
describe('[COR-T1] the correction table', () => {
  it('[COR-T1] every correction leaves the transition table and opens or closes no offer', () => {
    for (const [from, targets] of Object.entries(ADMIN_CORRECTIONS)) {
      for (const to of targets) {
        expect(allowedTargets(from as TransportStatus)).not.toContain(to);
        expect(isWaiting(from as TransportStatus)).toBe(false);
        expect(isWaiting(to)).toBe(false);
      }
    }
  });
  it.each(PAIRS)(
    '[COR-T1] %s → %s: allowed to an admin exactly when the table lists it',
    (from, to) => {
      const listed = correctionTargets(from).includes(to);
      expect(correctionRefusal(from, to, ACTORS.admin, REASON) === null).toBe(listed);
    },
  );
  it.each([ACTORS.clinic, ACTORS.ambulance, ACTORS.patient])(
    '[COR-T1] a %o never corrects',
    (actor) => {
      expect(correctionRefusal('completed', 'arrived_destination', actor, REASON)?.code).toBe(
        'forbidden',
      );
    },
  );
  it.each([undefined, '', '  ok  ', 'x'.repeat(301)])(
    '[COR-T1] the reason %j is refused (5 to 300 characters)',
    (reason) => {
      expect(correctionRefusal('completed', 'arrived_destination', ACTORS.admin, reason)).not.toBe(
        null,
      );
    },
  );
});

describe('[COR-T2] a correction as the server applies it', () => {
  const completed = transportIn('completed');
  it('[COR-T2] applied: the state goes back, one entry flagged correction with the reason, in the admin’s name', () => {
    const update = makeUpdate(
      'arrived_destination',
      { ...ACTORS.admin, name: 'Alice Admin' },
      {
        correction: true,
        reason: REASON,
      },
    );
    const result = applyOrRecord(completed, update, ONE_HOUR_LATER);
    expect(result.outcome).toBe('applied');
    expect(result.transport.etat).toBe('arrived_destination');
    expect(result.transport.historique_etats.at(-1)).toMatchObject({
      etat: 'arrived_destination',
      correction: true,
      reason: REASON,
      updated_by_name: 'Alice Admin',
      updated_by_role: 'admin',
      applied: true,
    });
  });
  it('[COR-T2] refused (no reason): nothing recorded; the same move without the flag follows the table and is refused', () => {
    const unmotivated = makeUpdate('arrived_destination', ACTORS.admin, { correction: true });
    const refused = applyOrRecord(completed, unmotivated, ONE_HOUR_LATER);
    expect(refused.outcome).toBe('refused');
    expect(refused.transport).toBe(completed);
    const plain = applyOrRecord(
      completed,
      makeUpdate('arrived_destination', ACTORS.admin),
      ONE_HOUR_LATER,
    );
    expect(plain.outcome).toBe('refused');
  });
  it('[COR-T2] an ordinary move carries no correction flag', () => {
    const moved = applyOrRecord(
      transportIn('arrived_destination'),
      makeUpdate('completed', ACTORS.ambulance),
      ONE_HOUR_LATER,
    );
    expect(moved.outcome).toBe('applied');
    expect(moved.transport.historique_etats.at(-1)?.correction).toBeUndefined();
  });
});
