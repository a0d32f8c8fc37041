import { expect, it } from 'vitest';
import type { Checkpoint, Page, RemoteDocument, Viewer } from '@/data/ports';
import { AWARD_MESSAGES } from '@/domain/award/award-permission';
import type { AwardRecord } from '@/domain/award/award-log';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import { rejection, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const record = (ride: Transport, change: AwardRecord['change']): AwardRecord => ({
  rideId: ride.id,
  requesterOrgId: ride.requester_org_id!,
  offeredAt: ride.created_at,
  change,
});

const LYON = {
  rue: '24 rue Paul Bert',
  ville: 'Lyon',
  codePostal: '69003',
  coordonnees: { lat: 45.76, lng: 4.84 },
};
/** ~100 km north of the pickup: in the 160 km zone only. */
const MACON = { lat: 46.66, lng: 4.84 };
/** ~5 km from the pickup: in the first zone. */
const VILLEURBANNE = { lat: 45.77, lng: 4.88 };

/** The rides a page hands out to be held (not the `removed` markers). */
const shown = (documents: readonly RemoteDocument<Transport>[]) =>
  documents.filter((document) => document.removed !== true).map((document) => document.id);

/** Issue 23: the award log and the escalation's gate, as every backend holds them. */
export function defineAwardCases(h: HarnessRef) {
  /** The rides a viewer's device would hold after pulling everything from the start. */
  async function heldBy(viewer: Viewer): Promise<string[]> {
    const ids: string[] = [];
    let after: Checkpoint | null = null;
    for (;;) {
      const page: Page<Transport> = await h().remote.pullTransports(viewer, after, 50);
      ids.push(...shown(page.documents));
      if (!page.hasMore) return ids;
      after = page.checkpoint;
    }
  }

  it('[RC-AW1] chaque société enregistre ses réponses ; la clinique les lit toutes, une société les siennes seulement', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h());
    await h().seed([ride]);
    await remote.recordAward(record(ride, { kind: 'offered' }), viewers.ambulance);
    await remote.recordAward(record(ride, { kind: 'opened' }), viewers.ambulance);
    await remote.recordAward(record(ride, { kind: 'opened' }), viewers.ambulance);
    await remote.recordAward(record(ride, { kind: 'refused', reason: 'no_vehicle' }), viewers.vtc);

    const clinic = await remote.awardEntries(ride.id, viewers.clinique);
    expect(clinic.map((entry) => entry.orgId).sort()).toEqual(
      [viewers.ambulance.orgId, viewers.vtc.orgId].sort(),
    );
    const ambulance = clinic.find((entry) => entry.orgId === viewers.ambulance.orgId)!;
    expect(ambulance.openedAt).not.toBeNull();
    expect(ambulance.refusedAt).toBeNull();
    const vtc = clinic.find((entry) => entry.orgId === viewers.vtc.orgId)!;
    expect(vtc).toMatchObject({ reason: 'no_vehicle' });
    expect(vtc.refusedAt).not.toBeNull();

    // A company reads its own entries only, of the ride or of a period.
    const own = await remote.awardEntries(ride.id, viewers.ambulance);
    expect(own.map((entry) => entry.orgId)).toEqual([viewers.ambulance.orgId]);
    const around = { from: ride.created_at - MILLIS_PER_DAY, to: ride.created_at + MILLIS_PER_DAY };
    expect(
      (await remote.awardEntriesBetween(around, viewers.vtc)).map((entry) => entry.orgId),
    ).toEqual([viewers.vtc.orgId]);
  });

  it('[RC-AW-MONTHS] les chiffres lisent une période [début, fin) sur l’heure d’offre, chacun ses entrées', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h());
    await h().seed([ride]);
    await remote.recordAward(record(ride, { kind: 'opened' }), viewers.ambulance);
    await remote.recordAward(record(ride, { kind: 'refused', reason: 'too_far' }), viewers.vtc);
    const offeredAt = ride.created_at;
    const between = async (from: number, to: number, viewer: Viewer) =>
      (await remote.awardEntriesBetween({ from, to }, viewer))
        .filter((entry) => entry.rideId === ride.id)
        .map((entry) => entry.orgId)
        .sort();

    // The offer's instant is in [offeredAt, offeredAt + 1), not in [offeredAt − 1 day, offeredAt).
    expect(await between(offeredAt, offeredAt + 1, viewers.clinique)).toEqual(
      [viewers.ambulance.orgId, viewers.vtc.orgId].sort(),
    );
    expect(await between(offeredAt - MILLIS_PER_DAY, offeredAt, viewers.clinique)).toEqual([]);
    expect(await between(offeredAt + 1, offeredAt + MILLIS_PER_DAY, viewers.clinique)).toEqual([]);
    // A company, even with the clinic's period, reads only its own entry.
    expect(await between(offeredAt, offeredAt + 1, viewers.ambulance)).toEqual([
      viewers.ambulance.orgId,
    ]);
    const entry = (
      await remote.awardEntriesBetween({ from: offeredAt, to: offeredAt + 1 }, viewers.vtc)
    )[0];
    expect(entry).toMatchObject({ rideId: ride.id, offeredAt, reason: 'too_far' });
  });

  it('[RC-AW2] une clinique ou une société d’un type non servi n’enregistre rien', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([ride]);
    expect(
      (await rejection(remote.recordAward(record(ride, { kind: 'opened' }), viewers.vtc))).code,
    ).toBe('permission-denied');
    expect(
      (await rejection(remote.recordAward(record(ride, { kind: 'opened' }), viewers.clinique)))
        .code,
    ).toBe('permission-denied');
  });

  it('[RC-AW3] hors de la zone ouverte (base à 100 km d’une demande critique d’il y a 1 min) : ni réponse ni acceptation', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h(), {
      type_transport: 'ambulance',
      priorite: 'critique',
      adresse_depart: {
        rue: '24 rue Paul Bert',
        ville: 'Lyon',
        codePostal: '69003',
        coordonnees: { lat: 45.76, lng: 4.84 },
      },
    });
    await h().seed([ride]);
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      coordonnees: { lat: 46.66, lng: 4.84 },
    });
    expect(
      (await rejection(remote.recordAward(record(ride, { kind: 'opened' }), viewers.ambulance)))
        .code,
    ).toBe('permission-denied');
    // The ride is hidden from that company (the rules' `get`): its acceptance is refused from the open offer.
    expect(
      await remote.push(statusOp(ride.id, 'accepted', viewers.ambulance), viewers.ambulance),
    ).toMatchObject({ status: 'refused', refusal: { reason: AWARD_MESSAGES.notYet } });
    expect((await h().read(ride.id))?.etat).toBe('pending');
  });

  it('[RC-AW5] hors de la zone ouverte, la demande ne parvient pas à la société ; une base dans la zone la reçoit', async () => {
    const { viewers } = h();
    const ride = requestBy(h(), { type_transport: 'ambulance', adresse_depart: LYON });
    await h().seed([ride]);
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      coordonnees: MACON,
    });
    expect(await heldBy(viewers.ambulance)).not.toContain(ride.id);
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      coordonnees: VILLEURBANNE,
    });
    expect(await heldBy(viewers.ambulance)).toContain(ride.id);
  });

  it('[RC-AW6] quand la zone s’élargit jusqu’à la société, sans aucune écriture, le tirage suivant la lui apporte', async () => {
    const { remote, viewers } = h();
    // Critique, 1 min per step: the 160 km zone (Mâcon, ~100 km) opens 3 min after the creation, 3 s from now.
    const createdAt = Date.now() - 3 * 60_000 + 3_000;
    const ride = requestBy(h(), {
      type_transport: 'ambulance',
      priorite: 'critique',
      adresse_depart: LYON,
      created_at: createdAt,
      escalation_delays: { critique: 1, urgent: 15, normale: 120 },
    });
    // Long opened: its last widening is hours old, nothing brings it again.
    const old = requestBy(h(), {
      type_transport: 'ambulance',
      created_at: createdAt - 6 * 3_600_000,
    });
    await h().seed([ride, old]);
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      coordonnees: MACON,
    });
    const first = await remote.pullTransports(viewers.ambulance, null, 50);
    expect(shown(first.documents)).not.toContain(ride.id);
    expect(shown(first.documents)).toContain(old.id);
    await h().passTime(4_000);
    const next = await remote.pullTransports(viewers.ambulance, first.checkpoint, 50);
    expect(shown(next.documents)).toEqual([ride.id]);
    expect(next.documents[0]!.data.adresse_depart.ville).toBe('Lyon');
  });

  it('[RC-AW4] l’acceptation s’inscrit dans l’entrée de la société, dans le même commit (heure du serveur, une fois)', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([ride]);
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      name: 'Ambulances du Parc',
    });
    await remote.recordAward(record(ride, { kind: 'opened' }), viewers.ambulance);
    const [opened] = await remote.awardEntries(ride.id, viewers.ambulance);
    expect(opened?.acceptedAt).toBeNull();
    await remote.push(statusOp(ride.id, 'accepted', viewers.ambulance), viewers.ambulance);
    const [entry] = await remote.awardEntries(ride.id, viewers.clinique);
    expect(entry).toMatchObject({ orgId: viewers.ambulance.orgId, openedAt: opened!.openedAt });
    expect(entry!.acceptedAt).not.toBeNull();
    expect(entry!.acceptedAt!).toBeGreaterThanOrEqual(opened!.openedAt!);
    // The acceptance's time is the ride's own (its history's server time), never the device's.
    const stored = await h().read(ride.id);
    const acceptance = stored!.historique_etats.find((e) => e.etat === 'accepted')!;
    expect(entry!.acceptedAt).toBe(acceptance.server_timestamp ?? acceptance.timestamp);
  });

  it('[RC-AW4] sans offre enregistrée par l’appareil, l’acceptation crée l’entrée (offre à l’ouverture de la zone)', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h(), { type_transport: 'ambulance' });
    await h().seed([ride]);
    await remote.push(statusOp(ride.id, 'accepted', viewers.ambulance), viewers.ambulance);
    const [entry] = await remote.awardEntries(ride.id, viewers.ambulance);
    expect(entry).toMatchObject({ rideId: ride.id, offeredAt: ride.created_at });
    expect(entry!.acceptedAt).not.toBeNull();
    expect(entry!.openedAt).toBe(entry!.acceptedAt);
  });
}
