import { expect, it } from 'vitest';
import type { AwardRecord } from '@/domain/award/award-log';
import type { Transport } from '@/domain/transport/transport.schema';
import { rejection, requestBy, statusOp } from './contract-fixtures';
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

    // A company reads its own entries only, of the ride or of every ride.
    const own = await remote.awardEntries(ride.id, viewers.ambulance);
    expect(own.map((entry) => entry.orgId)).toEqual([viewers.ambulance.orgId]);
    expect((await remote.awardEntries(null, viewers.vtc)).map((entry) => entry.orgId)).toEqual([
      viewers.vtc.orgId,
    ]);
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
}
