import { expect, it } from 'vitest';
import type { RemoteOperation } from '@/data/ports';
import { entryAuthorFields } from '@/domain/transport/history-entry.schema';
import type { Transport } from '@/domain/transport/transport.schema';
import { actorOf, createOp, requestBy, requestIn, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const entryOf = (transport: Transport | null | undefined, opId: string) =>
  transport?.historique_etats.find((entry) => entry.op_id === opId);

/** The proof-of-service fields (author's name, role, organisation, device, age of the fix) survive the server. */
export function defineAuthorCases(h: HarnessRef) {
  it('[RC17] une étape garde le nom (celui que le serveur connaît à l’appelant, pas celui que l’appareil écrit), le rôle, l’organisation, l’appareil et l’heure du relevé GPS', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h());
    await h().seed([request]);
    const tap = Date.now() - 30_000;
    const position = { lat: 45.7592, lng: 4.8447, accuracy: 12, capturedAt: tap - 180_000 };
    const op = statusOp(request.id, 'accepted', viewers.ambulance, {
      actor: { ...actorOf(viewers.ambulance), name: 'Dr Martin – Clinique Saint-Joseph' },
      deviceId: 'appareil-julien',
      deviceTime: tap,
      position,
    });

    const outcome = await remote.push(op, viewers.ambulance);

    expect(outcome.status).toBe('applied');
    for (const transport of [outcome.document?.data, await h().read(request.id)]) {
      expect(entryOf(transport, op.opId)).toMatchObject({
        updated_by: viewers.ambulance.uid,
        updated_by_name: viewers.ambulance.name,
        updated_by_role: 'ambulance',
        updated_by_org: viewers.ambulance.orgId,
        device_id: 'appareil-julien',
        position,
      });
    }
  });

  it('[RC17] une étape refusée les garde aussi', async () => {
    const { remote, viewers } = h();
    const cancelled = requestIn(h(), 'cancelled');
    await h().seed([cancelled]);
    const op = statusOp(cancelled.id, 'arrived_pickup', viewers.ambulance, {
      actor: { ...actorOf(viewers.ambulance), name: 'Mehdi Haddad' },
      deviceId: 'appareil-mehdi',
    });

    expect((await remote.push(op, viewers.ambulance)).status).toBe('refused');
    expect(entryOf(await h().read(cancelled.id), op.opId)).toMatchObject({
      applied: false,
      updated_by_name: viewers.ambulance.name,
      device_id: 'appareil-mehdi',
    });
  });

  it('[RC17] la création et la modification nomment leur auteur', async () => {
    const { remote, viewers } = h();
    const clinic = viewers.clinique;
    const filed = requestBy(h());
    const [creation] = filed.historique_etats;
    const request: Transport = {
      ...filed,
      historique_etats: [{ ...creation!, ...entryAuthorFields(clinic, 'appareil-accueil') }],
    };
    expect((await remote.push(createOp(request), viewers.clinique)).status).toBe('applied');
    const edit: RemoteOperation = {
      kind: 'transport.edit',
      opId: crypto.randomUUID(),
      transportId: request.id,
      changes: { commentaires: 'Rampe d’accès' },
      actor: { ...actorOf(clinic), name: 'Un autre nom' },
      deviceTime: Date.now() - 10_000,
    };
    expect((await remote.push(edit, viewers.clinique)).status).toBe('applied');

    const stored = await h().read(request.id);
    expect(stored?.historique_etats[0]).toMatchObject({
      updated_by_name: clinic.name,
      updated_by_role: 'clinique',
      updated_by_org: viewers.clinique.orgId,
      device_id: 'appareil-accueil',
    });
    expect(stored?.modifications.at(-1)).toMatchObject({
      by: viewers.clinique.uid,
      by_name: clinic.name,
    });
  });

  it('[RC-COR] issue 21 : l’administrateur corrige une course terminée, inscrite comme correction motivée ; le transporteur ne le peut pas', async () => {
    const { remote, viewers } = h();
    const completed = requestIn(h(), 'completed');
    await h().seed([completed]);
    const reason = 'Fin de course saisie par erreur';
    const byCompany = statusOp(completed.id, 'arrived_destination', viewers.ambulance, {
      correction: true,
      reason,
    });
    expect((await remote.push(byCompany, viewers.ambulance)).status).toBe('refused');
    const op = statusOp(completed.id, 'arrived_destination', viewers.admin, {
      correction: true,
      reason,
    });

    expect((await remote.push(op, viewers.admin)).status).toBe('applied');
    const stored = await h().read(completed.id);
    expect(stored?.etat).toBe('arrived_destination');
    expect(entryOf(stored, op.opId)).toMatchObject({
      correction: true,
      reason,
      applied: true,
      updated_by: viewers.admin.uid,
      updated_by_name: viewers.admin.name,
      updated_by_role: 'admin',
    });
    expect(entryOf(stored, byCompany.opId)).toBeUndefined();
  });
}
