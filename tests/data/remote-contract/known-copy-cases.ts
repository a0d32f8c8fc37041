import { expect, it } from 'vitest';
import type { PushOutcome, Viewer } from '@/data/ports';
import type { Transport } from '@/domain/transport/transport.schema';
import { pullAll, requestIn, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

/**
 * Issue 24: a push may carry the ride as the device last knew it (`known`), a hint that lets a backend skip its
 * reads (Firestore: a write the rules judge against the stored ride). It never changes what is decided: with a
 * fresh copy, a copy left behind by another device, a replay or a cancellation in between, the outcome and the
 * stored ride are what the same push without the hint gives.
 */
export function defineKnownCopyCases(h: HarnessRef) {
  /** The ride as the viewer's device holds it after a pull (what LocalStorePort.knownServerRide answers). */
  async function copyOf(viewer: Viewer, id: string): Promise<Transport> {
    const { remote } = h();
    const run = await pullAll(remote, viewer, 100);
    const page = run.pages.flatMap((p) => p.documents).filter((d) => d.id === id && !d.removed);
    expect(page.length).toBeGreaterThan(0);
    return page.at(-1)!.data;
  }
  /**
   * Two rides alike, the driver's copy of the first taken now: the first is pushed with that copy (`copyFor`), the
   * second without — the same taps must get the same answers.
   */
  async function twinRides(driver: Viewer) {
    const [hinted, plain] = [requestIn(h(), 'assigned'), requestIn(h(), 'assigned')];
    await h().seed([hinted, plain]);
    const stale = await copyOf(driver, hinted.id);
    const copyFor = (ride: Transport) => (ride === hinted ? stale : undefined);
    return { hinted, plain, copyFor };
  }
  const said = (outcome: PushOutcome) =>
    outcome.status === 'refused'
      ? { status: outcome.status, code: outcome.refusal.code }
      : { status: outcome.status };
  const entriesOf = (ride: Transport | null, opId: string) =>
    ride?.historique_etats.filter((entry) => entry.op_id === opId) ?? [];

  it('[RC-KN1] avec une copie à jour, chaque étape du chauffeur est appliquée une fois, dans l’ordre, avec l’heure du serveur', async () => {
    const { remote, viewers } = h();
    const driver = viewers.ambulance;
    const ride = requestIn(h(), 'assigned');
    await h().seed([ride]);
    for (const step of ['en_route_pickup', 'arrived_pickup', 'patient_loaded'] as const) {
      const op = statusOp(ride.id, step, driver);
      const outcome = await remote.push(op, driver, await copyOf(driver, ride.id));
      expect(said(outcome)).toEqual({ status: 'applied' });
      const stored = await h().read(ride.id);
      expect(stored!.etat).toBe(step);
      const [entry, ...more] = entriesOf(stored, op.opId);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ etat: step, applied: true });
    }
    const pulled = await copyOf(driver, ride.id);
    expect(pulled.historique_etats.map((entry) => entry.etat).slice(-3)).toEqual([
      'en_route_pickup',
      'arrived_pickup',
      'patient_loaded',
    ]);
    // The last entry's server time is the ride's last write time (op_server_times on Firestore).
    expect(pulled.historique_etats.at(-1)!.server_timestamp).toBe(pulled.updated_at);
  });

  it('[RC-KN2] une copie dépassée (l’autre téléphone a déjà avancé la course) : la même réponse que sans copie', async () => {
    const { remote, viewers } = h();
    const driver = viewers.ambulance;
    const { hinted, plain, copyFor } = await twinRides(driver);
    const outcomes: PushOutcome[] = [];
    for (const ride of [hinted, plain]) {
      // The other phone sets off first; then this one, which had not heard of it, taps « en route » and « arrivé ».
      await remote.push(statusOp(ride.id, 'en_route_pickup', driver), driver);
      const again = statusOp(ride.id, 'en_route_pickup', driver);
      outcomes.push(await remote.push(again, driver, copyFor(ride)));
      const arrived = statusOp(ride.id, 'arrived_pickup', driver);
      outcomes.push(await remote.push(arrived, driver, copyFor(ride)));
    }
    expect(outcomes.slice(0, 2).map(said)).toEqual(outcomes.slice(2).map(said));
    const [a, b] = [await h().read(hinted.id), await h().read(plain.id)];
    const shape = (ride: Transport | null) =>
      ride?.historique_etats.map((e) => [e.etat, e.applied, e.refusal_code ?? null]);
    expect(shape(a)).toEqual(shape(b));
    expect(a!.etat).toBe(b!.etat);
  });

  it('[RC-KN3] le renvoi d’une étape déjà appliquée, avec la copie d’avant : « déjà reçue », une seule entrée', async () => {
    const { remote, viewers } = h();
    const driver = viewers.ambulance;
    const ride = requestIn(h(), 'assigned');
    await h().seed([ride]);
    const before = await copyOf(driver, ride.id);
    const op = statusOp(ride.id, 'en_route_pickup', driver);
    expect((await remote.push(op, driver, before)).status).toBe('applied');
    // The tab died before the answer was kept: the outbox sends it again, with the copy it still holds.
    const replay = await remote.push(op, driver, before);
    expect(replay.status).toBe('duplicate');
    expect(entriesOf(await h().read(ride.id), op.opId)).toHaveLength(1);
  });

  it('[RC-KN4] la clinique annule entre-temps : l’étape est refusée avec la même raison que sans copie', async () => {
    const { remote, viewers } = h();
    const driver = viewers.ambulance;
    const { hinted, plain, copyFor } = await twinRides(driver);
    const outcomes: PushOutcome[] = [];
    for (const ride of [hinted, plain]) {
      const cancel = statusOp(ride.id, 'cancelled', viewers.clinique, {
        reason: 'Consultation reportée',
      });
      expect((await remote.push(cancel, viewers.clinique)).status).toBe('applied');
      const tap = statusOp(ride.id, 'en_route_pickup', driver, { deviceTime: Date.now() - 30_000 });
      outcomes.push(await remote.push(tap, driver, copyFor(ride)));
    }
    expect(said(outcomes[0]!)).toEqual({ status: 'refused', code: 'terminal' });
    expect(said(outcomes[0]!)).toEqual(said(outcomes[1]!));
    expect((await h().read(hinted.id))!.etat).toBe('cancelled');
  });
}
