import { expect, it } from 'vitest';
import type { Checkpoint, Page, RemotePort, Viewer } from '@/data/ports';
import type { Notification } from '@/domain/notification/notification';
import { createOp, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

async function pullAllNotifications(
  remote: RemotePort,
  viewer: Viewer,
  from: Checkpoint | null = null,
) {
  const pages: Page<Notification>[] = [];
  let checkpoint = from;
  for (let guard = 0; guard < 50; guard += 1) {
    const page = await remote.pullNotifications(viewer, checkpoint, 3);
    pages.push(page);
    checkpoint = page.checkpoint;
    if (!page.hasMore) break;
  }
  const documents = pages.flatMap((page) => page.documents);
  return { types: documents.map((d) => d.data.type).sort(), documents, checkpoint };
}

/** Notifications are written with the event, in the same server transaction, and pulled per audience. */
export function defineNotificationCases(h: HarnessRef) {
  it('[RC14] une nouvelle demande urgente prévient les ambulances et l’établissement demandeur, pas les VTC', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h(), { type_transport: 'ambulance', priorite: 'urgent' });
    await remote.push(createOp(request), viewers.clinique);

    expect((await pullAllNotifications(remote, viewers.ambulance)).types).toEqual([
      'urgent_transport',
    ]);
    expect((await pullAllNotifications(remote, viewers.clinique)).types).toEqual([
      'transport_requested',
    ]);
    expect((await pullAllNotifications(remote, viewers.vtc)).types).toEqual([]);
  });

  it('[RC15] l’acceptation confirme à l’établissement et à la société qui accepte, une seule fois malgré un renvoi', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([request]);
    const accept = statusOp(request.id, 'accepted', viewers.ambulance);
    await remote.push(accept, viewers.ambulance);
    await remote.push(accept, viewers.ambulance); // replay: the acknowledgement was lost

    const clinic = await pullAllNotifications(remote, viewers.clinique);
    expect(clinic.types).toEqual(['transport_confirmed']);
    expect(clinic.documents[0]!.data.transport_id).toBe(request.id);
    expect((await pullAllNotifications(remote, viewers.ambulance)).types).toEqual([
      'transport_accepted',
    ]);
  });

  it('[RC16] une mise à jour refusée ne crée aucune notification', async () => {
    const { remote, viewers } = h();
    const request = requestBy(h(), {
      type_transport: 'ambulance',
      etat: 'cancelled',
      status: 'cancelled',
    });
    await h().seed([request]);
    const outcome = await remote.push(
      statusOp(request.id, 'accepted', viewers.ambulance),
      viewers.ambulance,
    );
    expect(outcome.status).toBe('refused');
    expect((await pullAllNotifications(remote, viewers.clinique)).types).toEqual([]);
    expect((await pullAllNotifications(remote, viewers.ambulance)).types).toEqual([]);
  });
}
