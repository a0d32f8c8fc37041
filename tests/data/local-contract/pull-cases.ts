import { expect } from 'vitest';
import type { Checkpoint } from '@/data/ports';
import {
  pageOf,
  pullRides,
  ride,
  serverAfter,
  serverDoc,
  statusOp,
  TAKEN,
} from './local-contract-fixtures';
import type { ContractCase, LocalHarnessRef } from './local-contract';

const at = (seconds: number, id: string, nanoseconds = 0): Checkpoint => ({
  ts: { seconds, nanoseconds },
  id,
});
const onlyCheckpoint = (checkpoint: Checkpoint) => ({
  documents: [],
  checkpoint,
  hasMore: false,
});

export function definePullCases(h: LocalHarnessRef, it: ContractCase) {
  it('[LC17] un transport reçu n’est remplacé que par un état serveur strictement plus récent', async () => {
    await pullRides(h(), serverDoc(ride('t1', 'en_route_pickup'), 200, 500));

    await pullRides(h(), serverDoc(ride('t1', 'assigned'), 200, 499));
    expect((await h().view('t1'))?.etat).toBe('en_route_pickup');
    // On a tie the stored state stays: it is the same document, or one the device knows to be ahead.
    await pullRides(h(), serverDoc(ride('t1', 'assigned'), 200, 500));
    expect((await h().view('t1'))?.etat).toBe('en_route_pickup');

    const newer = ride('t1', 'arrived_pickup');
    await pullRides(h(), serverDoc(newer, 200, 501));
    expect(await h().view('t1')).toEqual(newer);
    expect(await h().view('inconnu')).toBeNull();
  });

  it('[LC18] les changements non confirmés (en attente, en vol, en échec) sont rejoués sur l’état reçu : un pull n’efface jamais un tap', async () => {
    const { store } = h();
    const server = ride('t1', 'arrived_pickup');
    await pullRides(h(), serverDoc(server, 100));
    const op = statusOp('t1', 'patient_loaded');
    const queued = await h().enqueue(op);
    const touched = (seconds: number) =>
      serverDoc({ ...server, commentaires: `Code porte ${seconds}` }, seconds);

    await pullRides(h(), touched(110));
    expect(await h().view('t1')).toMatchObject({
      etat: 'patient_loaded',
      commentaires: 'Code porte 110',
    });
    await store.markInflight([queued.seq]);
    await pullRides(h(), touched(120));
    expect(await h().view('t1')).toMatchObject({
      etat: 'patient_loaded',
      commentaires: 'Code porte 120',
    });
    await store.markFailed(queued.seq, 'Accès refusé');
    await pullRides(h(), touched(130));
    expect(await h().view('t1')).toMatchObject({
      etat: 'patient_loaded',
      commentaires: 'Code porte 130',
    });

    // The tap had landed (acknowledgement lost): shown once, not twice.
    await pullRides(h(), serverDoc(serverAfter(server, op), 140));
    const view = await h().view('t1');
    expect(view?.etat).toBe('patient_loaded');
    expect(view?.historique_etats.filter((entry) => entry.op_id === op.opId)).toHaveLength(1);
  });

  it('[LC19] un transport « removed » quitte l’appareil, sauf si un changement n’y est pas encore confirmé', async () => {
    const { store } = h();
    const ids = ['sans-tap', 'en-attente', 'en-vol', 'en-echec', 'refuse'] as const;
    await pullRides(h(), ...ids.map((id) => serverDoc(ride(id, 'pending'), 100)));
    const seqs = new Map<string, number>();
    for (const id of ids.slice(1)) seqs.set(id, (await h().enqueue(statusOp(id, 'accepted'))).seq);
    await store.markInflight([seqs.get('en-vol')!]);
    await store.markInflight([seqs.get('en-echec')!]);
    await store.markFailed(seqs.get('en-echec')!, 'Accès refusé');
    await store.markInflight([seqs.get('refuse')!]);
    await store.settle(seqs.get('refuse')!, { status: 'refused', refusal: TAKEN, document: null });

    const taken = (id: string) => ({
      ...serverDoc(ride(id, 'accepted', { provider_org_id: 'ambu_0002' }), 150),
      removed: true,
    });
    await pullRides(h(), ...ids.map(taken));

    expect(await h().view('sans-tap')).toBeNull();
    expect(await h().view('refuse')).toBeNull();
    for (const id of ['en-attente', 'en-vol', 'en-echec']) {
      expect((await h().view(id))?.etat).toBe('accepted');
    }
    expect(await store.checkpoint('transports')).toEqual(at(150, 'refuse'));
  });

  it('[LC20] chaque collection a son point de reprise, enregistré avec sa page ; une page vide le garde', async () => {
    const { store } = h();
    for (const collection of ['transports', 'notifications', 'patients'] as const) {
      expect(await store.checkpoint(collection)).toBeNull();
    }
    await pullRides(
      h(),
      serverDoc(ride('a', 'pending'), 10),
      serverDoc(ride('b', 'pending'), 10, 7),
    );
    expect(await store.checkpoint('transports')).toEqual(at(10, 'b', 7));
    expect(await store.checkpoint('notifications')).toBeNull();

    await store.applyPulled('transports', pageOf());
    expect(await store.checkpoint('transports')).toEqual(at(10, 'b', 7));
    // A page that only moves the checkpoint (the remote skipped what the viewer may not see) moves it.
    await store.applyPulled('transports', onlyCheckpoint(at(12, 'x')));
    expect(await store.checkpoint('transports')).toEqual(at(12, 'x'));
    await store.applyPulled('notifications', onlyCheckpoint(at(5, 'n')));
    await store.applyPulled('patients', onlyCheckpoint(at(6, 'p')));
    expect(await store.checkpoint('notifications')).toEqual(at(5, 'n'));
    expect(await store.checkpoint('patients')).toEqual(at(6, 'p'));
    expect(await store.checkpoint('transports')).toEqual(at(12, 'x'));
  });

  it('[LC21] le point de reprise ne recule jamais : une page arrivée en retard ne le ramène pas en arrière', async () => {
    const { store } = h();
    await pullRides(h(), serverDoc(ride('b', 'pending'), 300));

    await pullRides(h(), serverDoc(ride('a', 'pending'), 200));
    expect(await store.checkpoint('transports')).toEqual(at(300, 'b'));
    await store.applyPulled('transports', onlyCheckpoint(at(300, 'a')));
    expect(await store.checkpoint('transports')).toEqual(at(300, 'b'));
    // The documents of a late page are still taken for what they are (each ride moves forward on its own).
    expect((await h().view('a'))?.etat).toBe('pending');
    await store.applyPulled('transports', onlyCheckpoint(at(300, 'c')));
    expect(await store.checkpoint('transports')).toEqual(at(300, 'c'));
  });
}
