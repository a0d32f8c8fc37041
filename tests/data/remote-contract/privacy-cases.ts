import { expect, it } from 'vitest';
import type { Checkpoint, Viewer } from '@/data/ports';
import { pullAll, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

/** The viewer's copy of one ride after pulling everything, or undefined when it is not handed out. */
async function copyOf(h: HarnessRef, viewer: Viewer, id: string) {
  const run = await pullAll(h().remote, viewer, 20);
  return run.pages.flatMap((p) => p.documents).find((d) => d.id === id && !d.removed)?.data;
}

/** Data minimisation (RGPD) and per-user read state: what each backend hands out, whatever it stores. */
export function definePrivacyCases(h: HarnessRef) {
  it('[RC18] avant acceptation, un transporteur voit la demande sans l’identité du patient ni la rue ; après, il voit tout', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h(), { type_transport: 'vsl', commentaires: 'Digicode 4521B' });
    await h().seed([request]);

    const before = await copyOf(h, viewers.ambulance, request.id);
    expect(before).toBeDefined();
    expect(before!.patient_info).toEqual({ firstName: '', lastName: '', phone: '', birthDate: '' });
    expect([before!.adresse_depart.rue, before!.commentaires]).toEqual(['', '']);
    expect(before!.informations_medicales.pathologie).toBe('');
    expect(before!.adresse_depart.ville).toBe('Lyon');
    expect(before!.identity_withheld).toBe(true);
    // The requesting clinic holds the whole ride.
    expect((await copyOf(h, viewers.clinique, request.id))!.patient_info.lastName).toBe('Dupuis');

    const accepted = await remote.push(
      statusOp(request.id, 'accepted', viewers.ambulance),
      viewers.ambulance,
    );
    expect(accepted.document?.data.patient_info.lastName).toBe('Dupuis');
    const after = await copyOf(h, viewers.ambulance, request.id);
    expect(after!.patient_info.lastName).toBe('Dupuis');
    expect(after!.commentaires).toBe('Digicode 4521B');
    expect(after!.identity_withheld).toBeUndefined();
    // The company that did not get it sees nothing more of it.
    expect(await copyOf(h, viewers.vtc, request.id)).toBeUndefined();
  });

  it('[RC19] une notification adressée à l’établissement : lue par une secrétaire, elle reste non lue pour sa collègue', async () => {
    const { remote, viewers } = h();
    const colleague: Viewer = {
      ...viewers.clinique,
      uid: `${viewers.clinique.uid}-collegue-lecture`,
    };
    const request = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([request]);
    await remote.push(statusOp(request.id, 'accepted', viewers.ambulance), viewers.ambulance);
    const mine = async (viewer: Viewer, from: Checkpoint | null = null) =>
      (await remote.pullNotifications(viewer, from, 20)).documents.find(
        (d) => d.data.type === 'transport_confirmed',
      );
    const notification = await mine(viewers.clinique);
    expect(notification?.data.read).toBe(false);

    const read = await remote.push(
      { kind: 'notification.read', opId: crypto.randomUUID(), notificationId: notification!.id },
      viewers.clinique,
    );
    expect(read.status).toBe('applied');
    expect((await mine(viewers.clinique))?.data.read).toBe(true);
    expect((await mine(colleague))?.data.read).toBe(false);
    const again = await remote.push(
      { kind: 'notification.read', opId: crypto.randomUUID(), notificationId: notification!.id },
      viewers.clinique,
    );
    expect(again.status).toBe('duplicate');
  });
}
