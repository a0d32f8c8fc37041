import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoRemote, type DemoRemote } from '@/data/demo-server/demo-remote';
import { openServerDb } from '@/data/demo-server/server-db';
import type { RemoteOperation, Viewer } from '@/data/ports';
import { parseNotification } from '@/domain/notification/notification';
import { fixedClock } from '@/domain/shared/clock';
import { operationSchema } from '@/domain/sync/operation';
import {
  editOp,
  rejection,
  requestBy,
  statusOp,
} from '@tests/data/remote-contract/contract-fixtures';
import { CONTRACT_VIEWERS, freshDbName, switchableConnectivity } from './demo-harness';
import { BASE_DATE } from './seed-fixture';

const opened: DemoRemote[] = [];
function demoServer() {
  const dbName = freshDbName('erreurs');
  const remote = createDemoRemote({
    connectivity: switchableConnectivity().port,
    clock: fixedClock(Date.now()),
    dbName,
  });
  opened.push(remote);
  return remote;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const remote of opened.splice(0)) {
    remote.close();
    await Dexie.delete(remote.dbName);
  }
});

const { admin, clinique, ambulance, vtc } = CONTRACT_VIEWERS;
const seeded = async (remote: DemoRemote) => {
  const request = requestBy({ viewers: CONTRACT_VIEWERS });
  await remote.seedTransports([request]);
  return request;
};

describe('[DR6] robustesse du serveur de démonstration', () => {
  it('[DR6] un document malformé est signalé (console.warn) et sauté ; la page continue après lui', async () => {
    const remote = demoServer();
    const request = await seeded(remote);
    const raw = openServerDb(remote.dbName);
    await raw.transport.put({
      id: '0-illisible',
      data: { etat: 'en_orbite' },
      syncTs: { seconds: 0, nanoseconds: 0 },
    });
    raw.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    const page = await remote.pullTransports(admin, null, 10);

    expect(page.documents.map((d) => d.id)).toEqual([request.id]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('illisible'),
      expect.objectContaining({ id: '0-illisible' }),
    );
  });

  it('[DR6] opération mal formée ou taille de page invalide → invalid-argument, définitif', async () => {
    const remote = demoServer();
    const request = await seeded(remote);
    const broken = { ...statusOp(request.id, 'ouvert', clinique), opId: '' } as RemoteOperation;
    // Both answers awaited together: the push (its decision loads with the first push) answers after the pull.
    const errors = await Promise.all([
      rejection(remote.push(broken, clinique)),
      rejection(remote.pullTransports(admin, null, 0)),
    ]);
    for (const error of errors) {
      expect(error.code).toBe('invalid-argument');
      expect(error.retryable).toBe(false);
    }
  });

  it('[DR6] agir au nom d’un autre utilisateur est refusé (permission-denied) et rien ne change', async () => {
    const remote = demoServer();
    const request = await seeded(remote);
    const impostor: Viewer = { ...ambulance, uid: 'quelqu-un-d-autre' };
    const error = await rejection(
      remote.push(statusOp(request.id, 'accepted', ambulance), impostor),
    );
    expect(error.code).toBe('permission-denied');
    expect(error.message).toMatch(/au nom de l’utilisateur connecté/);
    expect((await remote.getTransport(request.id))!.etat).toBe('pending');
  });

  it('[DR6] une modification relue par operationSchema n’efface pas les champs non modifiés', async () => {
    const remote = demoServer();
    const request = await seeded(remote);
    const fromOutbox = operationSchema.parse(
      editOp(request.id, clinique, { commentaires: 'Prévoir une couverture' }),
    );
    const outcome = await remote.push(fromOutbox, clinique);
    expect(outcome.status).toBe('applied');
    expect(outcome.document!.data).toMatchObject({
      commentaires: 'Prévoir une couverture',
      type_transport: 'vsl',
      date_transport: request.date_transport,
    });
  });
});

describe('[DR7] notifications lues', () => {
  const read = (notificationId: string): RemoteOperation => ({
    kind: 'notification.read',
    opId: crypto.randomUUID(),
    notificationId,
  });

  it('[DR7] marquer lue : appliqué puis « duplicate » ; celle d’un autre rôle → permission-denied ; inconnue → not-found', async () => {
    const remote = createDemoRemote({
      connectivity: switchableConnectivity().port,
      clock: fixedClock(BASE_DATE),
      dbName: freshDbName('notifications'),
    });
    opened.push(remote);
    await remote.seedIfEmpty();
    const raw = openServerDb(remote.dbName);
    const rows = await raw.notifications.toArray();
    raw.close();
    const notifications = rows.flatMap((row) => {
      const parsed = parseNotification(row.id, row.data);
      return parsed.ok ? [{ id: row.id, ...parsed.value }] : [];
    });
    expect(notifications).toHaveLength(rows.length);
    const forVtc = notifications.find((n) => n.role === 'vtc' && !n.read && n.user_id === null)!;
    const forClinic = notifications.find((n) => n.role === 'clinique')!;

    expect((await remote.push(read(forVtc.id), vtc)).status).toBe('applied');
    expect((await remote.push(read(forVtc.id), vtc)).status).toBe('duplicate');
    expect((await rejection(remote.push(read(forClinic.id), vtc))).code).toBe('permission-denied');
    expect((await rejection(remote.push(read('notif_inconnue'), vtc))).code).toBe('not-found');
  });
});
