// @vitest-environment node
import { deleteApp, initializeApp } from 'firebase/app';
import { doc, serverTimestamp, setDoc, terminate, Timestamp } from 'firebase/firestore';
import { afterEach, expect, it, vi } from 'vitest';
import { RemoteError, type RemoteOperation } from '@/data/ports';
import { createFirestore } from '@/data/remote/firestore/create-firestore';
import { createFirestoreRemote } from '@/data/remote/firestore/firestore-remote';
import { transportRef } from '@/data/remote/firestore/transport-codec';
import {
  pullAll,
  rejection,
  requestBy,
  sleep,
  statusOp,
  waitFor,
} from '@tests/data/remote-contract/contract-fixtures';
import { useFirestoreSuite } from './firestore-suite';

const suite = useFirestoreSuite();
afterEach(() => {
  vi.restoreAllMocks();
});

it('[FS3] un transport mal formé est ignoré (console.warn), le point de reprise passe dessus, et il n’est jamais écrasé', async () => {
  const h = suite.h();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const [first, last] = [requestBy(h), requestBy(h)];
  await h.seed([first]);
  const broken = { type_transport: 'hélicoptère', etat: 'pending', updated_at: serverTimestamp() };
  await setDoc(transportRef(h.console.db, 'zz-illisible'), broken);
  // A legacy updated_at that is not a Timestamp cannot give a checkpoint: never pulled (see report).
  await setDoc(transportRef(h.console.db, 'zz-horodatage-texte'), { updated_at: '2026-11-22' });
  await h.seed([last]);

  const run = await pullAll(h.remote, h.viewers.admin, 1);

  expect(run.ids).toEqual([first.id, last.id]);
  expect(run.pages.map((page) => page.documents.length)).toEqual([1, 0, 1, 0]);
  expect(run.pages[1]!.checkpoint!.id).toBe('zz-illisible');
  expect(warn).toHaveBeenCalledWith(
    '[firestore] transport illisible ignoré',
    expect.objectContaining({ id: 'zz-illisible' }),
  );
  const push = await h.remote.push(
    statusOp('zz-illisible', 'cancelled', h.viewers.admin),
    h.viewers.admin,
  );
  expect(push).toMatchObject({
    status: 'refused',
    document: null,
    refusal: { code: 'not_allowed' },
  });
  const after = await pullAll(h.remote, h.viewers.admin, 5, run.checkpoint);
  expect(after.ids).toEqual([]); // nothing was written over it
});

it('[FS6] une opération mal formée ou une taille de page invalide : invalid-argument, définitif', async () => {
  const { remote, viewers } = suite.h();
  const malformed = { kind: 'transport.status', opId: 'x', transportId: 'y' } as RemoteOperation;

  const errors = [
    await rejection(remote.push(malformed, viewers.admin)),
    await rejection(remote.pullTransports(viewers.admin, null, 0)),
  ];

  for (const error of errors) {
    expect(error).toBeInstanceOf(RemoteError);
    expect(error.code).toBe('invalid-argument');
    expect(error.retryable).toBe(false);
  }
  expect(errors[0]!.message).toMatch(/^Opération invalide : update/);
});

it('[FS7] notification lue : appliquée puis doublon ; refusée à un autre rôle ; absente → not-found', async () => {
  const { remote, viewers, console: admin } = suite.h();
  const now = Date.now();
  await setDoc(doc(admin.db, 'notifications/n1'), {
    type: 'new_transport',
    title: 'Nouveau transport',
    message: 'Une demande VSL vous attend.',
    role: 'ambulance',
    read: false,
    created_at: Timestamp.fromMillis(now),
    expires_at: Timestamp.fromMillis(now + 7 * 86_400_000),
  });
  const read = (id: string): RemoteOperation => ({
    kind: 'notification.read',
    opId: crypto.randomUUID(),
    notificationId: id,
  });

  expect(await remote.push(read('n1'), viewers.ambulance)).toEqual({
    status: 'applied',
    document: null,
  });
  expect((await remote.push(read('n1'), viewers.ambulance)).status).toBe('duplicate');
  const hidden = await rejection(remote.push(read('n1'), viewers.vtc));
  expect(hidden.code).toBe('permission-denied');
  expect(hidden.message).toMatch(/ne vous est pas destinée/);
  expect((await rejection(remote.push(read('absente'), viewers.ambulance))).code).toBe('not-found');
});

it('[FS8] la sonnette suit la portée du rôle : un VTC n’entend pas un transport ambulance, entend un VSL', async () => {
  const h = suite.h();
  const ambulanceOnly = requestBy(h, { type_transport: 'ambulance' });
  const vsl = requestBy(h, { type_transport: 'vsl' });
  await h.seed([ambulanceOnly, vsl]);
  let rings = 0;
  const stop = h.remote.watch(h.viewers.vtc, () => (rings += 1));
  // The first snapshot of each listener (one per query the pulls run) rings: it closes the gap since the last pull.
  await waitFor(() => rings >= 2);
  await sleep(500);
  const initial = rings;

  await h.remote.push(statusOp(ambulanceOnly.id, 'ouvert', h.viewers.clinique), h.viewers.clinique);
  await sleep(300);
  expect(rings).toBe(initial);
  await h.remote.push(statusOp(vsl.id, 'ouvert', h.viewers.clinique), h.viewers.clinique);
  await waitFor(() => rings > initial);
  stop();
});

it('[FS10] createFirestore parle à l’émulateur configuré et rend la même instance au second appel', async () => {
  const { host, port, projectId } = suite.emulator();
  const app = initializeApp({ projectId, apiKey: 'demo' }, 'fs10');
  const options = { databaseId: '(default)', emulators: { host, firestorePort: port } };

  const db = createFirestore(app, options);

  expect(createFirestore(app, options)).toBe(db);
  const remote = createFirestoreRemote({ db });
  await suite.h().seed([requestBy(suite.h())]);
  expect((await remote.pullTransports(suite.h().viewers.admin, null, 10)).documents).toHaveLength(
    1,
  );
  await terminate(db);
  await deleteApp(app);
});
