import fc from 'fast-check';
import { expect, it } from 'vitest';
import { compareCheckpoints } from '@/domain/sync/server-timestamp';
import type { Transport } from '@/domain/transport/transport.schema';
import { pullAll, requestBy, requestIn, statusOp, uniqueId } from './contract-fixtures';
import type { ContractHarness, ContractRole, HarnessRef } from './remote-contract';

/** One transport per visibility situation (spec §6), keyed by a letter for readable expectations. */
function visibilityWorld(h: ContractHarness): Record<string, Transport> {
  const { ambulance, vtc, clinique, patient } = h.viewers;
  const foreign = {
    requester_org_id: 'clin_autre',
    created_by: 'uid-autre',
    createdBy: 'uid-autre',
  };
  const ours = { patient_id: patient.uid };
  return {
    A: requestIn(h, 'pending', { ...foreign, type_transport: 'ambulance' }),
    B: requestIn(h, 'ouvert', { ...foreign, type_transport: 'vtc' }),
    C: requestIn(h, 'broadcasting', { ...foreign, type_transport: 'vsl' }),
    D: requestIn(h, 'accepted', {
      ...foreign,
      type_transport: 'vsl',
      provider_org_id: 'ambu_autre',
    }),
    E: requestIn(h, 'en_route_pickup', {
      ...ours,
      type_transport: 'ambulance',
      provider_org_id: ambulance.orgId,
    }),
    F: requestIn(h, 'completed', {
      type_transport: 'vtc',
      provider_org_id: vtc.orgId,
      requester_org_id: clinique.orgId,
    }),
    G: requestIn(h, 'pending', { type_transport: 'vsl', global_patient_id: patient.uid }),
  };
}

const EXPECTED: Record<ContractRole, string> = {
  admin: 'ABCDEFG',
  ambulance: 'ACEG', // waiting ambulance + VSL requests, and its own ride
  vtc: 'BCFG', // waiting VTC + VSL requests, and its own ride
  clinique: 'EFG', // what its organisation requested
  patient: 'EG', // their own rides
};

export function definePullCases(h: HarnessRef) {
  it('[RC9] chaque rôle ne reçoit que ce qu’il peut voir (VTC jamais d’ambulance, ambulance jamais de VTC, VSL en attente aux deux)', async () => {
    const world = visibilityWorld(h());
    await h().seed(Object.values(world));
    const letterOf = new Map(Object.entries(world).map(([letter, t]) => [t.id, letter]));

    for (const role of Object.keys(EXPECTED) as ContractRole[]) {
      const { pages, ids } = await pullAll(h().remote, h().viewers[role], 2);
      const letters = ids
        .map((id) => letterOf.get(id))
        .sort()
        .join('');
      expect(letters, role).toBe(EXPECTED[role]);
      const types = pages.flatMap((p) =>
        p.documents.filter((d) => !d.removed).map((d) => d.data.type_transport),
      );
      if (role === 'vtc') expect(types).not.toContain('ambulance');
      if (role === 'ambulance') expect(types).not.toContain('vtc');
    }
  });

  it('[RC10] pagination complète (P5) : 2,5 × limit documents au même syncTs et des écarts sous la milliseconde, chacun une fois, sans boucle', async () => {
    const { remote, viewers } = h();
    const limit = 4;
    // Ids deliberately not in creation order, so the id tie-break does the work.
    const tied = Array.from({ length: 10 }, (_, k) =>
      requestBy(h(), { id: uniqueId(`tie-${(k * 7) % 10}`) }),
    );
    const spaced = Array.from({ length: 5 }, (_, k) =>
      requestBy(h(), { id: uniqueId(`next-${4 - k}`) }),
    );
    await h().seed(tied, { sameSyncTs: true });
    await h().seed(spaced);
    const all = [...tied, ...spaced].map((t) => t.id).sort();

    const run = await pullAll(remote, viewers.admin, limit);

    expect([...run.ids].sort()).toEqual(all);
    expect(run.pages.length).toBeLessThanOrEqual(Math.ceil(all.length / limit) + 1);
    const documents = run.pages.flatMap((p) => p.documents);
    const tiedStamps = new Set(
      documents.filter((d) => tied.some((t) => t.id === d.id)).map((d) => JSON.stringify(d.syncTs)),
    );
    expect(tiedStamps.size).toBe(1);
    const positions = documents.map((d) => ({ ts: d.syncTs, id: d.id }));
    positions
      .slice(1)
      .forEach((position, i) =>
        expect(compareCheckpoints(positions[i]!, position)).toBeLessThan(0),
      );
    for (const page of run.pages.filter((p) => p.documents.length > 0)) {
      const last = page.documents.at(-1)!;
      expect(page.checkpoint).toEqual({ ts: last.syncTs, id: last.id });
    }

    const empty = await remote.pullTransports(viewers.admin, run.checkpoint, limit);
    expect(empty).toEqual({ documents: [], checkpoint: run.checkpoint, hasMore: false });
    await remote.push(statusOp(tied[3]!.id, 'ouvert', viewers.clinique), viewers.clinique);
    const after = await pullAll(remote, viewers.admin, limit, run.checkpoint);
    expect(after.ids).toEqual([tied[3]!.id]);
  });

  it('[RC10] pagination complète pour toute taille de page (propriété)', async () => {
    const tied = Array.from({ length: 9 }, () => requestBy(h()));
    await h().seed(tied, { sameSyncTs: true });
    await h().seed(Array.from({ length: 4 }, () => requestBy(h())));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 14 }), async (limit) => {
        const run = await pullAll(h().remote, h().viewers.admin, limit);
        expect(new Set(run.ids).size).toBe(13);
        expect(run.ids).toHaveLength(13);
        expect(run.pages.length).toBeLessThanOrEqual(Math.ceil(13 / limit) + 1);
      }),
      { numRuns: 10 },
    );
  });

  it('[RC13] une demande prise par une autre société revient au transporteur comme retirée, jamais comme en attente', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([request]);
    const rival = { ...viewers.ambulance, uid: 'rc-rival', orgId: 'ambu_0099' };

    const first = await pullAll(remote, viewers.ambulance, 10);
    expect(first.ids).toContain(request.id);

    await remote.push(statusOp(request.id, 'accepted', rival), rival);
    const next = await pullAll(remote, viewers.ambulance, 10, first.checkpoint);
    expect(next.ids).not.toContain(request.id);
    expect(next.removedIds).toEqual([request.id]);

    // Outside a provider's transport types, nothing is announced at all.
    const vtc = await pullAll(remote, viewers.vtc, 10);
    expect([...vtc.ids, ...vtc.removedIds]).not.toContain(request.id);
  });
}
