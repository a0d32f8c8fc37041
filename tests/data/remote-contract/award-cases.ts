import { expect, it } from 'vitest';
import type { Viewer } from '@/data/ports';
import type { AwardRecord } from '@/domain/award/award-log';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import type { Transport } from '@/domain/transport/transport.schema';
import { editOp, rejection, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

const record = (ride: Transport, change: AwardRecord['change']): AwardRecord => ({
  rideId: ride.id,
  requesterOrgId: ride.requester_org_id!,
  offeredAt: ride.created_at,
  change,
});

/** Issue 23: the award log and the escalation's gate, as every backend holds them. */
export function defineAwardCases(h: HarnessRef) {
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
    expect(
      (
        await rejection(
          remote.push(statusOp(ride.id, 'accepted', viewers.ambulance), viewers.ambulance),
        )
      ).code,
    ).toBe('permission-denied');
    expect((await h().read(ride.id))?.etat).toBe('pending');
  });

  it('[RC-AW5] la lecture des demandes ouvertes d’une société rend exactement celles que sa zone atteint (proche à l’instant, loin une fois l’étape ouverte)', async () => {
    const { remote, viewers } = h();
    const lyon = { lat: 45.76, lng: 4.84 };
    const at = (coordonnees: typeof lyon, ageMs: number, label: string) =>
      requestBy(h(), {
        type_transport: 'ambulance',
        priorite: 'critique',
        // The clinic's delay: 1 min a step (a base 100 km away: step 3, 3 min after filing).
        escalation_delays: { critique: 1, urgent: 15, normale: 120 },
        created_at: Date.now() - ageMs,
        adresse_depart: { rue: label, ville: 'Lyon', codePostal: '69003', coordonnees },
      });
    const far = { lat: 46.66, lng: 4.84 };
    const nearFresh = at(lyon, 20_000, 'proche, déposée il y a 20 s');
    const farFresh = at(far, 20_000, 'à 100 km, déposée il y a 20 s');
    const farOld = at(far, 4 * 60_000, 'à 100 km, déposée il y a 4 min');
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      coordonnees: { lat: 45.77, lng: 4.84 },
    });
    await h().seed([nearFresh, farFresh, farOld]);
    const page = await remote.pullTransports(viewers.ambulance, null, 50);
    const seen = page.documents
      .filter((document) => document.removed !== true)
      .map((document) => document.id)
      .filter((id) => [nearFresh.id, farFresh.id, farOld.id].includes(id));
    expect(seen.sort()).toEqual([nearFresh.id, farOld.id].sort());
  });

  it('[RC-AW6] la clinique déplace le départ vers la base d’une société : la demande lui est proposée aussitôt', async () => {
    const { remote, viewers } = h();
    const ride = requestBy(h(), {
      type_transport: 'ambulance',
      priorite: 'critique',
      created_at: Date.now() - 20_000,
      adresse_depart: {
        rue: '24 rue Paul Bert',
        ville: 'Lyon',
        codePostal: '69003',
        coordonnees: { lat: 45.76, lng: 4.84 },
      },
    });
    const saintEtienne = { lat: 45.44, lng: 4.39 };
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      coordonnees: saintEtienne,
    });
    await h().seed([ride]);
    const shown = async () =>
      (await remote.pullTransports(viewers.ambulance, null, 50)).documents
        .filter((document) => document.removed !== true)
        .map((document) => document.id)
        .filter((id) => id === ride.id);
    // ~50 km: reached 10 min after filing (critique, 5 min a step).
    expect(await shown()).toEqual([]);
    await remote.push(
      editOp(ride.id, viewers.clinique, {
        adresse_depart: {
          rue: '10 rue Gambetta',
          ville: 'Saint-Étienne',
          codePostal: '42000',
          coordonnees: saintEtienne,
        },
      }),
      viewers.clinique,
    );
    expect(await shown()).toEqual([ride.id]);
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
