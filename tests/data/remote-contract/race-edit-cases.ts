import { expect, it } from 'vitest';
import { fallbackTransportId, isFallbackId } from '@/domain/ids/fallback-id';
import { createOp, editOp, pullAll, rejection, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const COUNTER_ID = /^tr_vsl_\d{5,}$/;

export function defineRaceAndEditCases(h: HarnessRef) {
  it('[RC3] la première acceptation gagne : la seconde est refusée avec la raison en français, sans rien écrire sur le transport', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h()); // a VSL: offered to ambulance and VTC companies alike
    await h().seed([request]);

    const first = await remote.push(
      statusOp(request.id, 'accepted', viewers.ambulance),
      viewers.ambulance,
    );
    const secondOp = statusOp(request.id, 'accepted', viewers.vtc);
    const second = await remote.push(secondOp, viewers.vtc);

    expect(first.status).toBe('applied');
    expect(second.status).toBe('refused');
    if (second.status !== 'refused') return;
    expect(second.refusal.code).toBe('already_accepted');
    expect(second.refusal.reason).toMatch(/déjà été accepté/);
    const stored = await h().read(request.id);
    expect(stored!.provider_org_id).toBe(viewers.ambulance.orgId);
    expect(stored!.etat).toBe('accepted');
    // The loser may no longer read the ride (data minimisation): its refusal is its own device's to show.
    expect(stored!.historique_etats.some((e) => e.op_id === secondOp.opId)).toBe(false);
    expect(second.document).toBeNull();
    expect(second.gone).toBe(true); // its device drops its copy of the ride
    expect(first.gone).toBeUndefined();
  });

  it('[RC6] la création est idempotente et un identifiant de secours est remplacé par un numéro du compteur', async () => {
    const { remote, viewers } = h();
    const fallback = fallbackTransportId({ now: () => Date.now() }, Math.random);
    expect(isFallbackId(fallback)).toBe(true);
    const offline = requestBy(h(), { transport_id: fallback });
    const op = createOp(offline);

    const created = await remote.push(op, viewers.clinique);
    expect(created.status).toBe('applied');
    const number = created.document!.data.transport_id!;
    expect(number).toMatch(COUNTER_ID);
    expect((await remote.push(op, viewers.clinique)).status).toBe('duplicate');
    const again = await remote.push(createOp(offline), viewers.clinique); // same id, new opId
    expect(again.status).toBe('duplicate');
    expect(again.document!.data.transport_id).toBe(number);

    const missing = requestBy(h(), { transport_id: null });
    const second = await remote.push(createOp(missing), viewers.clinique);
    expect(second.document!.data.transport_id).toMatch(COUNTER_ID);
    expect(second.document!.data.transport_id).not.toBe(number);
    // Numbers are the server's: a number the device proposes is replaced by the counter's.
    const proposed = requestBy(h(), { transport_id: 'tr_vsl_04242' });
    const renumbered = await remote.push(createOp(proposed), viewers.clinique);
    expect(renumbered.document!.data.transport_id).toMatch(COUNTER_ID);
    expect(renumbered.document!.data.transport_id).not.toBe('tr_vsl_04242');

    const { ids } = await pullAll(remote, viewers.admin, 10);
    expect(ids.filter((id) => id === offline.id)).toHaveLength(1);
    expect((await h().read(offline.id))!.transport_id).toBe(number);
  });

  it('[RC7] la modification est permise au demandeur tant que la demande attend, refusée ensuite', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h());
    await h().seed([request]);
    const edit = editOp(request.id, viewers.clinique, {
      commentaires: 'Digicode 4521B',
      priorite: 'urgent',
    });

    const applied = await remote.push(edit, viewers.clinique);
    expect(applied.status).toBe('applied');
    expect(applied.document!.data).toMatchObject({
      commentaires: 'Digicode 4521B',
      priorite: 'urgent',
    });
    expect(applied.document!.data.modifications.map((m) => m.op_id)).toEqual([edit.opId]);
    expect((await remote.push(edit, viewers.clinique)).status).toBe('duplicate');

    const byProvider = await remote.push(
      editOp(request.id, viewers.ambulance, { commentaires: 'x' }),
      viewers.ambulance,
    );
    expect(byProvider.status === 'refused' && byProvider.refusal.code).toBe('forbidden');

    await remote.push(statusOp(request.id, 'accepted', viewers.ambulance), viewers.ambulance);
    const late = await remote.push(
      editOp(request.id, viewers.clinique, { commentaires: 'Trop tard' }),
      viewers.clinique,
    );
    expect(late.status).toBe('refused');
    if (late.status === 'refused')
      expect(late.refusal.reason).toMatch(/ne peut plus être modifiée/);
    expect((await h().read(request.id))!.commentaires).toBe('Digicode 4521B');
  });

  it('[RC8] pousser sur un transport invisible pour l’utilisateur est refusé (permission-denied, définitif), sans écriture', async () => {
    const { remote, viewers } = h();
    const foreign = requestBy(h(), {
      requester_org_id: 'clin_autre',
      created_by: 'uid-autre',
      createdBy: 'uid-autre',
      type_transport: 'ambulance',
    });
    await h().seed([foreign]);
    const forOtherClinic = requestBy(h(), {
      requester_org_id: 'clin_autre',
      created_by: 'uid-autre',
    });

    const attempts = [
      [statusOp(foreign.id, 'cancelled', viewers.clinique), viewers.clinique],
      [statusOp(foreign.id, 'cancelled', viewers.patient), viewers.patient],
      [statusOp(foreign.id, 'accepted', viewers.vtc), viewers.vtc],
      [createOp(forOtherClinic), viewers.clinique],
    ] as const;
    for (const [op, viewer] of attempts) {
      const error = await rejection(remote.push(op, viewer));
      expect(error.code).toBe('permission-denied');
      expect(error.retryable).toBe(false);
      expect(error.message).toMatch(/refusé/i);
    }
    const stored = await h().read(foreign.id);
    expect(stored!.etat).toBe('pending');
    expect(stored!.historique_etats).toHaveLength(1);
    expect(await h().read(forOtherClinic.id)).toBeNull();
  });
}
