import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PushOutcome } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { TERMINAL_STATUSES, TRANSPORT_STATUSES } from '@/domain/transport/transport-status';
import { requestBy, requestIn, statusOp } from './contract-fixtures';
import type { ContractRole, HarnessRef } from './remote-contract';

const entriesOf = (transport: Transport | null, opId: string) =>
  (transport?.historique_etats ?? []).filter((entry) => entry.op_id === opId);

function documentOf(outcome: PushOutcome): Transport {
  expect(outcome.document).not.toBeNull();
  return outcome.document!.data;
}

export function definePushCases(h: HarnessRef) {
  it('[RC1] une mise à jour d’état est appliquée : etat/status, auteur, historique avec opId, heure appareil et heure serveur', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h());
    await h().seed([request]);
    const position = { lat: 45.7592, lng: 4.8447, accuracy: 12 };
    const op = statusOp(request.id, 'accepted', viewers.ambulance, { notes: 'Équipe 2', position });

    const outcome = await remote.push(op, viewers.ambulance);

    expect(outcome.status).toBe('applied');
    const returned = documentOf(outcome);
    expect(outcome.document!.id).toBe(request.id);
    expect(outcome.document!.syncTs).toEqual({
      seconds: expect.any(Number),
      nanoseconds: expect.any(Number),
    });
    const stored = await h().read(request.id);
    for (const transport of [returned, stored]) {
      expect(transport).toMatchObject({
        etat: 'accepted',
        status: 'accepted',
        updated_by: viewers.ambulance.uid,
        provider_org_id: viewers.ambulance.orgId,
      });
      const [entry] = entriesOf(transport, op.opId);
      expect(entry).toMatchObject({
        etat: 'accepted',
        updated_by: viewers.ambulance.uid,
        notes: 'Équipe 2',
        applied: true,
        position,
      });
      expect(entry!.timestamp).toBe(op.update.deviceTime);
      expect(entry!.server_timestamp).toEqual(expect.any(Number));
      expect(entry!.server_timestamp!).toBeGreaterThan(op.update.deviceTime);
      expect(transport!.updated_at).toBe(entry!.server_timestamp);
    }
    expect(stored!.historique_etats).toHaveLength(2);

    const next = await remote.push(
      statusOp(request.id, 'en_route_pickup', viewers.ambulance),
      viewers.ambulance,
    );
    expect(next.status).toBe('applied');
    expect((await h().read(request.id))!.etat).toBe('en_route_pickup');
  });

  it('[RC2] rejouer le même opId répond « duplicate » et laisse une seule entrée d’historique (P2)', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h());
    await h().seed([request]);
    const accept = statusOp(request.id, 'accepted', viewers.ambulance);

    expect((await remote.push(accept, viewers.ambulance)).status).toBe('applied');
    const replay = await remote.push(accept, viewers.ambulance);
    expect(replay.status).toBe('duplicate');
    expect(entriesOf(documentOf(replay), accept.opId)).toHaveLength(1);

    // A late replay (acknowledgement lost, then the ride went on) changes nothing either.
    await remote.push(
      statusOp(request.id, 'en_route_pickup', viewers.ambulance),
      viewers.ambulance,
    );
    expect((await remote.push(accept, viewers.ambulance)).status).toBe('duplicate');
    const stored = await h().read(request.id);
    expect(stored!.etat).toBe('en_route_pickup');
    expect(entriesOf(stored, accept.opId)).toHaveLength(1);
    expect(stored!.historique_etats).toHaveLength(3);
  });

  it('[RC4] une transition refusée par l’état serveur (annulé puis « en route ») est gardée, non appliquée, avec sa raison', async () => {
    const { remote, viewers } = h();
    const ride = requestIn(h(), 'assigned');
    await h().seed([ride]);
    // The driver taps offline before the clinic's cancellation reaches the server, and syncs after it (the ride
    // was filed a minute ago: the tap's time is after its creation, before the cancellation).
    const tap = statusOp(ride.id, 'en_route_pickup', viewers.ambulance, {
      deviceTime: Date.now() - 30_000,
    });
    const cancel = statusOp(ride.id, 'cancelled', viewers.clinique, {
      reason: 'Consultation reportée',
    });
    expect((await remote.push(cancel, viewers.clinique)).status).toBe('applied');

    const outcome = await remote.push(tap, viewers.ambulance);

    expect(outcome.status).toBe('refused');
    if (outcome.status !== 'refused') return;
    expect(outcome.refusal.code).toBe('terminal');
    expect(outcome.refusal.reason).toMatch(/annulé/);
    const stored = await h().read(ride.id);
    expect(stored!.etat).toBe('cancelled');
    expect(stored!.status).toBe('cancelled');
    const [entry] = entriesOf(stored, tap.opId);
    expect(entry).toMatchObject({
      etat: 'en_route_pickup',
      applied: false,
      refusal_code: 'terminal',
      refusal_reason: outcome.refusal.reason,
      timestamp: tap.update.deviceTime,
    });
    expect(outcome.document?.data.historique_etats).toContainEqual(entry);
  });

  it('[RC-RP] issue 21 : le refus d’un candidat sur une demande ouverte n’est pas écrit dans l’historique partagé — son appareil seul le garde', async () => {
    const { remote, viewers } = h();
    const open = requestIn(h(), 'pending', { type_transport: 'ambulance' });
    await h().seed([open]);
    const tap = statusOp(open.id, 'en_route_pickup', viewers.ambulance);

    const outcome = await remote.push(tap, viewers.ambulance);

    expect(outcome.status).toBe('refused');
    if (outcome.status !== 'refused') return;
    expect(outcome.refusal.reason).not.toBe('');
    const stored = await h().read(open.id);
    expect(stored!.etat).toBe('pending');
    expect(entriesOf(stored, tap.opId)).toEqual([]);
    expect(stored!.historique_etats.every((entry) => entry.applied)).toBe(true);
  });

  it('[RC5] un état terminal reste terminal, quel que soit l’état demandé et par qui (propriété)', async () => {
    const roles: ContractRole[] = ['admin', 'clinique', 'ambulance'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...TERMINAL_STATUSES),
        fc.constantFrom(...TRANSPORT_STATUSES),
        fc.constantFrom(...roles),
        async (terminal, target, role) => {
          const viewer = h().viewers[role];
          const ride = requestIn(h(), terminal);
          await h().seed([ride]);
          const outcome = await h().remote.push(statusOp(ride.id, target, viewer), viewer);
          expect(outcome.status).toBe('refused');
          if (outcome.status === 'refused') expect(outcome.refusal.code).toBe('terminal');
          const stored = await h().read(ride.id);
          expect(stored!.etat).toBe(terminal);
          expect(stored!.provider_org_id).toBe(ride.provider_org_id);
        },
      ),
      { numRuns: 15 },
    );
  });
}
