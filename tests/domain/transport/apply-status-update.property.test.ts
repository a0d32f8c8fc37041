import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyOrRecord,
  applyStatusUpdate,
  type PushResult,
} from '@/domain/transport/apply-status-update';
import type { StatusUpdate } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { parseTransport } from '@/domain/transport/transport.schema';
import {
  likelyActorArb,
  likelyStatusArb,
  terminalTransportArb,
  timeArb,
  transportArb,
  updateArb,
} from './arbitraries';
import { CREATED_AT } from './fixtures';

const freshOpId = fc.uuid();

describe('[TR-P1] les états terminaux sont définitifs quelle que soit la mise à jour', () => {
  it('[TR-P1] refus « terminal », etat inchangé, entrée non appliquée', () => {
    fc.assert(
      fc.property(terminalTransportArb, updateArb(freshOpId), timeArb, (transport, update, now) => {
        const direct = applyStatusUpdate(transport, update, now);
        expect(direct).toMatchObject({ ok: false, refusal: { code: 'terminal' } });
        const pushed = applyOrRecord(transport, update, now);
        expect(pushed.outcome).toBe('refused');
        expect(pushed.transport.etat).toBe(transport.etat);
        expect(pushed.transport.status).toBe(transport.status);
        expect(pushed.transport.provider_org_id).toBe(transport.provider_org_id);
        expect(pushed.transport.historique_etats.at(-1)).toMatchObject({ applied: false });
      }),
    );
  });
});

describe('[TR-P2] idempotence par opId', () => {
  it('[TR-P2] appliquer deux fois la même mise à jour égale l’appliquer une fois', () => {
    fc.assert(
      fc.property(
        transportArb(),
        updateArb(freshOpId),
        timeArb,
        timeArb,
        (transport, update, t1, t2) => {
          const once = applyOrRecord(transport, update, t1).transport;
          const twice = applyOrRecord(once, update, t2);
          expect(twice.outcome).toBe('duplicate');
          expect(twice.transport).toEqual(once);
          const direct = applyStatusUpdate(transport, update, t1);
          if (direct.ok) {
            expect(applyStatusUpdate(direct.transport, update, t2)).toEqual({
              ok: true,
              transport: direct.transport,
              duplicate: true,
            });
          }
        },
      ),
    );
  });

  it('[TR-P2] tout transport produit se relit à l’identique', () => {
    fc.assert(
      fc.property(transportArb(), updateArb(freshOpId), timeArb, (transport, update, now) => {
        const result = applyOrRecord(transport, update, now).transport;
        expect(parseTransport(result.id, result)).toEqual({ ok: true, value: result });
      }),
    );
  });
});

type Step = { update: StatusUpdate; serverTime: number };
const fold = (start: Transport, steps: readonly Step[]): Transport =>
  steps.reduce<Transport>(
    (current, { update, serverTime }) => applyOrRecord(current, update, serverTime).transport,
    start,
  );

/** A run of distinct updates (opIds op-0…op-n) with increasing server times. */
const runArb = fc
  .array(
    fc.tuple(
      updateArb(fc.constant(''), likelyStatusArb, likelyActorArb),
      fc.integer({ min: 0, max: 3_600_000 }),
    ),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .chain((raw) => {
    let clock = CREATED_AT;
    const steps: Step[] = raw.map(([update, gap], index) => {
      clock += gap;
      return { update: { ...update, opId: `op-${index}` }, serverTime: clock };
    });
    // Replays: after step `after`, re-send an update already sent (index ≤ after), later, at another time.
    const replays = fc.array(
      fc.record({ after: fc.nat(steps.length - 1), pick: fc.nat(), delay: fc.nat(600_000) }),
      { maxLength: 20 },
    );
    return fc.tuple(
      transportArb(['pending', 'ouvert', 'broadcasting']),
      fc.constant(steps),
      replays,
    );
  });

describe('[TR-P3] déterminisme sous doublons et rejeux', () => {
  it('[TR-P3] le pli avec rejeux insérés égale le pli de la suite dédupliquée', () => {
    fc.assert(
      fc.property(runArb, ([start, steps, replays]) => {
        const withReplays: Step[] = steps.flatMap((step, index) => [
          step,
          ...replays
            .filter((replay) => replay.after === index)
            .map((replay) => ({
              update: steps[replay.pick % (index + 1)]!.update,
              serverTime: step.serverTime + replay.delay,
            })),
        ]);
        const expected = fold(start, steps);
        expect(fold(start, withReplays)).toEqual(expected);
        expect(fold(start, withReplays)).toEqual(fold(start, withReplays));
        const opIds = expected.historique_etats.map((entry) => entry.op_id).filter(Boolean);
        expect(new Set(opIds).size).toBe(opIds.length);
      }),
    );
  });

  it('[TR-P3] chaque issue est applied, refused ou duplicate', () => {
    fc.assert(
      fc.property(transportArb(), updateArb(freshOpId), timeArb, (transport, update, now) => {
        const result: PushResult = applyOrRecord(transport, update, now);
        expect(['applied', 'refused']).toContain(result.outcome);
        const grew = result.transport.historique_etats.length - transport.historique_etats.length;
        expect(grew).toBe(1);
      }),
    );
  });
});
