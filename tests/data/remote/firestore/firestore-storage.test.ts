// @vitest-environment node
import { doc, getDocFromServer, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { expect, it, vi } from 'vitest';
import { SERVER_TIMES_FIELD } from '@/data/remote/firestore/server-times';
import {
  encodeTransportFields,
  privateRef,
  transportRef,
} from '@/data/remote/firestore/transport-codec';
import { serverTimestampToMillis } from '@/domain/sync/server-timestamp';
import {
  createOp,
  editOp,
  requestBy,
  statusOp,
} from '@tests/data/remote-contract/contract-fixtures';
import { useFirestoreSuite } from './firestore-suite';

const suite = useFirestoreSuite();
const rawOf = async (id: string) =>
  (await getDocFromServer(transportRef(suite.h().console.db, id))).data()!;

it('[FS5] dates de premier niveau en Timestamp ; updated_at, created_at et l’heure serveur de l’opération viennent du même commit', async () => {
  const { remote, viewers } = suite.h();
  const request = requestBy(suite.h());
  const op = createOp(request);

  const outcome = await remote.push(op, viewers.clinique);

  const raw = await rawOf(request.id);
  for (const field of ['date_transport', 'date_expiration', 'created_at', 'updated_at']) {
    expect(raw[field], field).toBeInstanceOf(Timestamp);
  }
  const updatedAt = raw.updated_at as Timestamp;
  expect(raw.created_at).toEqual(updatedAt);
  expect(raw[SERVER_TIMES_FIELD]).toEqual({ [op.opId]: updatedAt }); // the creation's entry is the op's own
  // The array keeps the client's estimate (serverTimestamp() is refused inside arrays)…
  expect(typeof raw.historique_etats[0].server_timestamp).toBe('number');
  // …and the port hands out the exact server time, at full precision for the checkpoint.
  const document = outcome.document!;
  expect(document.syncTs).toEqual({
    seconds: updatedAt.seconds,
    nanoseconds: updatedAt.nanoseconds,
  });
  // The domain counts whole milliseconds; the sync position (syncTs) keeps the microseconds.
  expect(document.data.historique_etats[0]!.server_timestamp).toBe(
    Math.floor(updatedAt.toMillis()),
  );
  expect(serverTimestampToMillis(document.syncTs)).toBe(document.data.updated_at);
});

it('[FS5] une mise à jour n’écrit que les champs changés : champs inconnus et formats anciens intacts', async () => {
  const h = suite.h();
  const request = requestBy(h);
  // A legacy document: a fr-FR date string and a field this app version does not know.
  await setDoc(transportRef(h.console.db, request.id), {
    ...encodeTransportFields(request),
    date_transport: '24/11/2026 14:30',
    legacy_field: { kept: true },
    updated_at: serverTimestamp(),
  });
  const before = await rawOf(request.id);

  const edit = editOp(request.id, h.viewers.clinique, { commentaires: 'Digicode 4521B' });
  await h.remote.push(edit, h.viewers.clinique);
  await h.remote.push(statusOp(request.id, 'accepted', h.viewers.ambulance), h.viewers.ambulance);

  const after = await rawOf(request.id);
  expect(after.date_transport).toBe('24/11/2026 14:30');
  expect(after.legacy_field).toEqual({ kept: true });
  expect(after.created_at).toEqual(before.created_at);
  expect(after).toMatchObject({ etat: 'accepted' });
  // Comments may name the patient: they live in the ride's private part, never in the shared document.
  expect(after.commentaires).toBeUndefined();
  const secret = await getDocFromServer(privateRef(h.console.db, request.id));
  expect(secret.data()).toMatchObject({ commentaires: 'Digicode 4521B' });
  const stored = (await h.read(request.id))!;
  // The edit's server time is exact too: it is the updated_at of the edit's own commit, before the acceptance.
  const editedAt = stored.modifications[0]!.at;
  expect(editedAt).toBe(Math.floor((after[SERVER_TIMES_FIELD][edit.opId] as Timestamp).toMillis()));
  expect(editedAt).toBeLessThanOrEqual(stored.updated_at);
});

it('[FS1] un identifiant de secours est remplacé par le compteur, lu et écrit dans la transaction (41 → tr_vsl_00042)', async () => {
  const { remote, viewers, console: admin } = suite.h();
  await setDoc(doc(admin.db, 'counters/transport_vsl'), { value: 41, type: 'transport' });
  const offline = requestBy(suite.h(), { transport_id: 'TRA-MI5G2K3AB12CD' });
  const op = createOp(offline);

  const created = await remote.push(op, viewers.clinique);
  const replay = await remote.push(op, viewers.clinique);
  const ambulance = await remote.push(
    createOp(requestBy(suite.h(), { transport_id: null, type_transport: 'ambulance' })),
    viewers.clinique,
  );

  expect(created.document!.data.transport_id).toBe('tr_vsl_00042');
  expect(replay.status).toBe('duplicate');
  expect(ambulance.document!.data.transport_id).toBe('tr_ambu_00001');
  const counter = (await getDocFromServer(doc(admin.db, 'counters/transport_vsl'))).data()!;
  expect(counter).toMatchObject({ value: 42, type: 'transport' });
  expect(counter.lastUpdated).toBeInstanceOf(Timestamp);
  expect((await rawOf(offline.id)).transport_id).toBe('tr_vsl_00042');
});

it('[FS1] un compteur illisible laisse l’identifiant de secours (spec §8) sans réutiliser de numéro', async () => {
  const { remote, viewers, console: admin } = suite.h();
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await setDoc(doc(admin.db, 'counters/transport_vsl'), { value: 'beaucoup' });
  const offline = requestBy(suite.h(), { transport_id: 'TRA-MI5G2K3ZZ98YX' });

  const created = await remote.push(createOp(offline), viewers.clinique);

  expect(created.status).toBe('applied');
  expect(created.document!.data.transport_id).toBe('TRA-MI5G2K3ZZ98YX');
  const counter = (await getDocFromServer(doc(admin.db, 'counters/transport_vsl'))).data();
  expect(counter).toEqual({ value: 'beaucoup' });
  expect(warn).toHaveBeenCalledWith(
    '[firestore] compteur illisible : identifiant de secours conservé',
    expect.objectContaining({ id: 'transport_vsl' }),
  );
  warn.mockRestore();
});
