import { describe, expect, it } from 'vitest';
import { expiresAt } from '@/domain/transport/expiry';
import { MOVE_RULES, mayMoveTo, type MoveRule } from '@/domain/transport/move-actors';
import { allowedTargets, checkTransition } from '@/domain/transport/transitions';
import { TRANSPORT_STATUSES, type TransportStatus } from '@/domain/transport/transport-status';
import { relationsOf } from '@/domain/transport/visibility';
import { ACTORS, DAY_LATER, needsOf, ONE_HOUR_LATER, transportIn } from './fixtures';

/** What MOVE_RULES alone says of a move: the table's row, a held relation allowed, its timing. */
function byTheTables(
  from: TransportStatus,
  to: TransportStatus,
  actor: (typeof ACTORS)[keyof typeof ACTORS],
  now: number,
) {
  const transport = transportIn(from, { patient_id: ACTORS.patient.uid });
  const { timing } = MOVE_RULES[to] as MoveRule;
  const expired = now >= expiresAt(transport);
  const timely = timing === undefined || (timing === 'before_expiry' ? !expired : expired);
  const expected =
    allowedTargets(from).includes(to) && mayMoveTo(to, relationsOf(transport, actor)) && timely;
  return { transport, expected };
}

describe('[TR9] checkTransition est la table des transitions et MOVE_RULES, rien de plus', () => {
  it('[TR9] chaque état a sa règle, justifiée, et au moins une relation', () => {
    for (const to of TRANSPORT_STATUSES) {
      expect(MOVE_RULES[to].by.length).toBeGreaterThan(0);
      expect(MOVE_RULES[to].why.trim()).not.toBe('');
    }
  });
  it.each(TRANSPORT_STATUSES.map((from) => [from]))(
    '[TR9] depuis %s, pour chaque cible, acteur et moment',
    (from) => {
      for (const to of TRANSPORT_STATUSES) {
        for (const actor of Object.values(ACTORS)) {
          for (const now of [ONE_HOUR_LATER, DAY_LATER]) {
            const { transport, expected } = byTheTables(from, to, actor, now);
            const update = { status: to, actor, ...needsOf(to) };
            const result = checkTransition(transport, update, now);
            expect(result.ok, `${from} → ${to} par ${actor.uid} à ${now}`).toBe(expected);
          }
        }
      }
    },
  );
});
