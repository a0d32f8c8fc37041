import { expect, vi } from 'vitest';
import type { TransportStatus } from '@/domain/transport/transport-status';
import {
  DEVICE_NOW,
  pullRides,
  ride,
  serverAfter,
  serverDoc,
  seqsOf,
  statusOp,
  TAKEN,
} from './local-contract-fixtures';
import type { ContractCase, LocalContractHarness, LocalHarnessRef } from './local-contract';

/** Two rides held by the ambulance, two taps queued on each: t1 gets a1 then a2, t2 gets b1 then b2. */
async function twoQueues(h: LocalContractHarness) {
  await pullRides(
    h,
    serverDoc(ride('t1', 'assigned'), 100),
    serverDoc(ride('t2', 'assigned'), 100),
  );
  const seqs: number[] = [];
  for (const [id, status] of [
    ['t1', 'en_route_pickup'],
    ['t1', 'arrived_pickup'],
    ['t2', 'en_route_pickup'],
    ['t2', 'arrived_pickup'],
  ] as const satisfies [string, TransportStatus][]) {
    seqs.push((await h.enqueue(statusOp(id, status))).seq);
  }
  return seqs as [number, number, number, number];
}

const entryOf = async (h: LocalContractHarness, seq: number) =>
  (await h.outbox()).find((entry) => entry.seq === seq);

export function defineOutboxCases(h: LocalHarnessRef, it: ContractCase) {
  it('[LC1] drainable ne donne que la tête de chaque entité, la plus ancienne d’abord, dans la limite demandée', async () => {
    const [a1, , b1] = await twoQueues(h());
    const { store, now } = h();

    const heads = await store.drainable(now(), 10);

    expect(seqsOf(heads)).toEqual([a1, b1]);
    expect(heads[0]).toMatchObject({
      entityKey: 'transport:t1',
      state: 'pending',
      attempts: 0,
      lastError: null,
      refusal: null,
    });
    expect(heads[0]!.op).toMatchObject({ kind: 'transport.status', transportId: 't1' });
    expect(seqsOf(await store.drainable(now(), 1))).toEqual([a1]);
    // Reading the heads changes nothing.
    expect(seqsOf(await store.drainable(now(), 10))).toEqual([a1, b1]);
  });

  it('[LC2] l’entrée suivante devient la tête une fois la première réglée (FIFO par entité)', async () => {
    const [a1, a2, b1] = await twoQueues(h());
    const { store, now } = h();
    const [head] = await store.drainable(now(), 1);
    await store.markInflight([a1]);
    const confirmed = serverAfter(ride('t1', 'assigned'), head!.op);
    await store.settle(a1, { status: 'applied', document: serverDoc(confirmed, 200) });

    expect(seqsOf(await store.drainable(now(), 10))).toEqual([a2, b1]);
  });

  it('[LC3] une tête en vol retient sa seule entité ; markInflight compte une tentative', async () => {
    const [a1, , b1] = await twoQueues(h());
    const { store, now } = h();

    await store.markInflight([a1]);

    expect(seqsOf(await store.drainable(now(), 10))).toEqual([b1]);
    expect(await entryOf(h(), a1)).toMatchObject({ state: 'inflight', attempts: 1 });
    expect(await store.pendingCount()).toBe(4);
  });

  it('[LC3b] plusieurs têtes mises en vol d’une seule écriture ; une entrée qui n’attend plus reste telle quelle', async () => {
    const [a1, , b1] = await twoQueues(h());
    const { store, now } = h();
    await store.markInflight([b1]);
    await store.markFailed(b1, 'Accès refusé');

    await store.markInflight([a1, b1]);

    expect(await entryOf(h(), a1)).toMatchObject({ state: 'inflight', attempts: 1 });
    expect(await entryOf(h(), b1)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(seqsOf(await store.drainable(now(), 10))).toEqual([]);
  });

  it('[LC4] une tête en échec définitif bloque sa seule entité, reste listée et comptée parmi les problèmes', async () => {
    const [a1, , b1] = await twoQueues(h());
    const { store, now } = h();
    await store.markInflight([a1]);

    await store.markFailed(a1, 'Accès refusé');

    expect(seqsOf(await store.drainable(now(), 10))).toEqual([b1]);
    expect(await entryOf(h(), a1)).toMatchObject({ state: 'failed', lastError: 'Accès refusé' });
    expect(await store.problemCounts()).toEqual({ refused: 0, failed: 1 });
    expect(await store.pendingCount()).toBe(3);
  });

  it('[LC5] une nouvelle tentative programmée : de nouveau en attente avec l’erreur, ni due ni dépassée avant son heure', async () => {
    const [a1, , b1] = await twoQueues(h());
    const { store, now } = h();
    const later = now() + 5_000;
    await store.markInflight([a1]);

    await store.scheduleRetry(a1, 'Serveur injoignable', later);

    expect(await entryOf(h(), a1)).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'Serveur injoignable',
      nextAttemptAt: later,
    });
    // Not due yet, and the entry behind it on the same ride does not overtake it.
    expect(seqsOf(await store.drainable(now(), 10))).toEqual([b1]);
    expect(seqsOf(await store.drainable(later - 1, 10))).toEqual([b1]);
    expect(seqsOf(await store.drainable(later, 10))).toEqual([a1, b1]);
    expect(await store.pendingCount()).toBe(4);
  });

  it('[LC6] recoverInflight remet en attente, dues aussitôt, les entrées qu’un onglet fermé a laissées en vol', async () => {
    const [a1, , b1] = await twoQueues(h());
    const { store, now } = h();
    await store.markInflight([a1]);
    await store.markInflight([b1]);

    expect(await store.recoverInflight()).toBe(2);

    expect(seqsOf(await store.drainable(now(), 10))).toEqual([a1, b1]);
    expect(await entryOf(h(), a1)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(await store.recoverInflight()).toBe(0);
    expect(await store.pendingCount()).toBe(4);
  });

  it('[LC7] un appel tardif sur une entrée déjà réglée ne change rien (ni confirmée, ni refusée)', async () => {
    const [a1, a2, b1, b2] = await twoQueues(h());
    const { store, now } = h();
    await store.settle(a1, { status: 'applied', document: null });
    await store.settle(b1, { status: 'refused', refusal: TAKEN, document: null });

    for (const seq of [a1, b1]) {
      await store.markInflight([seq]);
      await store.scheduleRetry(seq, 'trop tard', now() + 1_000);
      await store.markFailed(seq, 'trop tard');
    }

    expect(seqsOf(await h().outbox())).toEqual([a2, b1, b2]);
    expect(await entryOf(h(), b1)).toMatchObject({ state: 'refused', refusal: TAKEN });
    expect(seqsOf(await store.drainable(now(), 10))).toEqual([a2, b2]);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 0 });
    expect(await store.pendingCount()).toBe(2);
  });

  it('[LC8] pendingCount compte ce qui attend (en attente, en vol) ; problemCounts les refus et les échecs', async () => {
    const { store, now } = h();
    expect(await store.pendingCount()).toBe(0);
    expect(await store.problemCounts()).toEqual({ refused: 0, failed: 0 });
    expect(await store.drainable(now(), 10)).toEqual([]);
    const ids = ['p', 'i', 'f', 'r'];
    await pullRides(h(), ...ids.map((id) => serverDoc(ride(id, 'assigned'), 100)));
    const seqs: number[] = [];
    for (const id of ids) seqs.push((await h().enqueue(statusOp(id, 'en_route_pickup'))).seq);
    const [, inflight, failed, refused] = seqs as [number, number, number, number];

    await store.markInflight([inflight]);
    await store.markInflight([failed]);
    await store.markFailed(failed, 'Accès refusé');
    await store.markInflight([refused]);
    await store.settle(refused, { status: 'refused', refusal: TAKEN, document: null });

    expect(await store.pendingCount()).toBe(2);
    expect(await store.problemCounts()).toEqual({ refused: 1, failed: 1 });
    expect((await h().outbox()).map((entry) => entry.state)).toEqual([
      'pending',
      'inflight',
      'failed',
      'refused',
    ]);
  });

  it('[LC-RETRY] l’heure du nouvel essai annoncée arrive par watchCounts, jusqu’à ce qu’elle soit retirée', async () => {
    const { store } = h();
    const heard: (number | null)[] = [];
    const stop = store.watchCounts((counts) => heard.push(counts.nextRetryAt));
    await vi.waitFor(() => expect(heard.at(-1)).toBeNull());

    await store.announceRetry(DEVICE_NOW + 60_000);
    await vi.waitFor(() => expect(heard.at(-1)).toBe(DEVICE_NOW + 60_000));
    await store.announceRetry(null);
    await vi.waitFor(() => expect(heard.at(-1)).toBeNull());
    stop();
  });
}
