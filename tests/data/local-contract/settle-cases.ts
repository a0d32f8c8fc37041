import { expect } from 'vitest';
import type { Transport } from '@/domain/transport/transport.schema';
import {
  pullRides,
  refusalOf,
  ride,
  serverAfter,
  serverDoc,
  seqsOf,
  statusOp,
  TAKEN,
} from './local-contract-fixtures';
import type { ContractCase, LocalHarnessRef } from './local-contract';

const entriesFor = (view: Transport | null, opId: string) =>
  (view?.historique_etats ?? []).filter((entry) => entry.op_id === opId);

export function defineSettleCases(h: LocalHarnessRef, it: ContractCase) {
  it('[LC-KN1] la copie du serveur (l’indice du push) : le dernier état confirmé, sans les taps en attente, repliée après une confirmation sans document', async () => {
    const { store } = h();
    expect(await store.knownServerRide('t1')).toBeNull();
    const assigned = ride('t1', 'assigned');
    await pullRides(h(), serverDoc(assigned, 100));
    const first = statusOp('t1', 'en_route_pickup');
    const queued = await h().enqueue(first);
    await h().enqueue(statusOp('t1', 'arrived_pickup'));
    expect(await store.knownServerRide('t1')).toEqual(assigned);

    // Confirmed without a document (Firestore's one-write push): the step is folded into the copy.
    await store.markInflight([queued.seq]);
    await store.settle(queued.seq, { status: 'applied', document: null });
    const known = await store.knownServerRide('t1');
    expect(known?.etat).toBe('en_route_pickup');
    expect(entriesFor(known, first.opId)).toHaveLength(1);
    expect((await h().view('t1'))?.etat).toBe('arrived_pickup');
  });

  it('[LC9] confirmée : l’entrée sort, le document du serveur devient l’état montré, les taps suivants restent par-dessus', async () => {
    const { store } = h();
    const assigned = ride('t1', 'assigned');
    await pullRides(h(), serverDoc(assigned, 100));
    const first = statusOp('t1', 'en_route_pickup');
    const second = statusOp('t1', 'arrived_pickup');
    const queued = await h().enqueue(first);
    const next = await h().enqueue(second);
    await store.markInflight([queued.seq]);

    const confirmed = serverAfter(assigned, first);
    await store.settle(queued.seq, { status: 'applied', document: serverDoc(confirmed, 200) });

    expect(seqsOf(await h().outbox())).toEqual([next.seq]);
    expect((await h().view('t1'))?.etat).toBe('arrived_pickup');
    expect(entriesFor(await h().view('t1'), first.opId)).toHaveLength(1);

    const done = serverAfter(confirmed, second);
    await store.markInflight([next.seq]);
    await store.settle(next.seq, { status: 'applied', document: serverDoc(done, 300) });

    expect(await h().outbox()).toEqual([]);
    expect(await h().view('t1')).toEqual(done);
    expect(await store.pendingCount()).toBe(0);
  });

  it('[LC10] « duplicate » (le push avait abouti avant une coupure) : réglé comme confirmé, rien en double', async () => {
    const { store } = h();
    const server = ride('t1', 'arrived_pickup');
    await pullRides(h(), serverDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await h().enqueue(op);
    await store.markInflight([queued.seq]);

    const confirmed = serverAfter(server, op);
    await store.settle(queued.seq, { status: 'duplicate', document: serverDoc(confirmed, 200) });

    expect(await h().outbox()).toEqual([]);
    expect(await h().view('t1')).toEqual(confirmed);
    expect(entriesFor(await h().view('t1'), op.opId)).toHaveLength(1);
    expect(await store.problemCounts()).toEqual({ refused: 0, failed: 0 });
  });

  it('[LC11] refusée : gardée avec son motif et comptée, elle ne bloque plus son transport ; la vue montre le serveur', async () => {
    const { store, now } = h();
    await pullRides(h(), serverDoc(ride('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await h().enqueue(op);
    const later = await h().enqueue(statusOp('t1', 'en_route_destination'));
    await store.markInflight([queued.seq]);
    // The clinic cancelled meanwhile; the server kept the driver's tap as not applied.
    const cancelled = ride('t1', 'cancelled');
    const refusal = refusalOf(cancelled, op);

    await store.settle(queued.seq, {
      status: 'refused',
      refusal,
      document: serverDoc(serverAfter(cancelled, op), 300),
    });

    const [kept] = await h().outbox();
    expect(kept).toMatchObject({
      seq: queued.seq,
      state: 'refused',
      refusal,
      lastError: refusal.reason,
    });
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 0 });
    expect(await store.pendingCount()).toBe(1);
    expect(seqsOf(await store.drainable(now(), 10))).toEqual([later.seq]);
    const view = await h().view('t1');
    expect(view?.etat).toBe('cancelled');
    expect(entriesFor(view, op.opId)).toMatchObject([{ applied: false }]);
  });

  it('[LC12] un rejeu que le serveur dit « duplicate » pour un changement qu’il avait refusé reste un refus, lu dans l’historique', async () => {
    const { store } = h();
    await pullRides(h(), serverDoc(ride('t1', 'arrived_pickup'), 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await h().enqueue(op);
    await store.markInflight([queued.seq]);
    const cancelled = ride('t1', 'cancelled');

    await store.settle(queued.seq, {
      status: 'duplicate',
      document: serverDoc(serverAfter(cancelled, op), 300),
    });

    const { code, reason } = refusalOf(cancelled, op);
    expect(await h().outbox()).toMatchObject([
      { seq: queued.seq, state: 'refused', refusal: { code, reason } },
    ]);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 0 });
    expect(await store.pendingCount()).toBe(0);
  });

  it('[LC13] une réponse plus ancienne que l’état déjà reçu par un pull ne fait pas reculer la vue', async () => {
    const { store } = h();
    const server = ride('t1', 'arrived_pickup');
    await pullRides(h(), serverDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await h().enqueue(op);
    await store.markInflight([queued.seq]);
    const confirmed = serverAfter(server, op);
    const newer = serverAfter(confirmed, statusOp('t1', 'en_route_destination'));
    await pullRides(h(), serverDoc(newer, 300));

    await store.settle(queued.seq, { status: 'applied', document: serverDoc(confirmed, 200) });

    expect(await h().view('t1')).toEqual(newer);
  });

  it('[LC14] une confirmation sans document garde le tap visible jusqu’à ce qu’un pull apporte plus récent', async () => {
    const { store } = h();
    const server = ride('t1', 'arrived_pickup');
    await pullRides(h(), serverDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await h().enqueue(op);
    await store.markInflight([queued.seq]);

    await store.settle(queued.seq, { status: 'applied', document: null });

    expect(await h().outbox()).toEqual([]);
    expect((await h().view('t1'))?.etat).toBe('patient_loaded');
    // The same server state again (same server time) does not bring back the state before the tap.
    await pullRides(h(), serverDoc(server, 100));
    expect((await h().view('t1'))?.etat).toBe('patient_loaded');
    const pulled = { ...serverAfter(server, op), commentaires: 'Code porte 1234' };
    await pullRides(h(), serverDoc(pulled, 200));
    expect(await h().view('t1')).toEqual(pulled);
  });

  it('[LC15] « gone » : la course sortie de la vue de l’utilisateur quitte l’appareil, le refus reste listé', async () => {
    const { store } = h();
    await pullRides(h(), serverDoc(ride('t1', 'pending'), 100));
    const queued = await h().enqueue(statusOp('t1', 'accepted'));
    await store.markInflight([queued.seq]);

    await store.settle(queued.seq, {
      status: 'refused',
      refusal: TAKEN,
      document: null,
      gone: true,
    });

    expect(await h().view('t1')).toBeNull();
    expect(await h().outbox()).toMatchObject([
      { seq: queued.seq, state: 'refused', refusal: TAKEN },
    ]);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 0 });
  });

  it('[LC16] « gone » : un tap suivant encore en attente garde la copie jusqu’à son propre règlement', async () => {
    const { store, now } = h();
    await pullRides(h(), serverDoc(ride('t1', 'pending'), 100));
    const queued = await h().enqueue(statusOp('t1', 'accepted'));
    const later = await h().enqueue(statusOp('t1', 'en_route_pickup'));
    const gone = { status: 'refused', refusal: TAKEN, document: null, gone: true } as const;

    await store.markInflight([queued.seq]);
    await store.settle(queued.seq, gone);

    expect(await h().view('t1')).not.toBeNull();
    expect(seqsOf(await store.drainable(now(), 10))).toEqual([later.seq]);

    await store.markInflight([later.seq]);
    await store.settle(later.seq, gone);

    expect(await h().view('t1')).toBeNull();
    expect(await store.problemCounts()).toEqual({ refused: 2, failed: 0 });
  });
}
