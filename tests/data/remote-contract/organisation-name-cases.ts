import { expect, it } from 'vitest';
import { createOp, requestBy, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';

/**
 * Issue 15 « the clinic cannot tell who is coming »: the server copies the clinic's name (at creation) and the
 * accepting company's name and phone (at acceptance) from their own organisation documents onto the ride.
 */
export function defineOrganisationNameCases(h: HarnessRef) {
  it('[RC-NAME1] une acceptation inscrit sur le transport le nom et le téléphone de la société, lus dans sa fiche', async () => {
    const { remote, viewers } = h();
    await h().seedOrganisation('ambulanceCompanies', viewers.ambulance.orgId, {
      id: viewers.ambulance.orgId,
      type: 'ambulance',
      name: 'Ambulances Bellecour',
      phone: '04 72 41 18 18',
      owner_uid: viewers.ambulance.uid,
    });
    const request = requestBy(h());
    await h().seed([request]);

    const outcome = await remote.push(
      statusOp(request.id, 'accepted', viewers.ambulance),
      viewers.ambulance,
    );

    expect(outcome.status).toBe('applied');
    const stored = await h().read(request.id);
    for (const transport of [outcome.document?.data, stored]) {
      expect(transport).toMatchObject({
        provider_org_id: viewers.ambulance.orgId,
        provider_org_name: 'Ambulances Bellecour',
        provider_org_phone: '04 72 41 18 18',
      });
    }
    const seenByClinic = (await remote.pullTransports(viewers.clinique, null, 100)).documents.find(
      (doc) => doc.id === request.id,
    );
    expect(seenByClinic?.data.provider_org_name).toBe('Ambulances Bellecour');
  });

  it('[RC-NAME2] une création par un établissement porte son nom ; sans fiche, aucun nom n’est inventé', async () => {
    const { remote, viewers } = h();
    await h().seedOrganisation('clinics', viewers.clinique.orgId, {
      id: viewers.clinique.orgId,
      type: 'clinique',
      name: 'Clinique du Parc',
      owner_uid: viewers.clinique.uid,
    });
    const request = requestBy(h());
    const created = await remote.push(createOp(request), viewers.clinique);
    expect(created.status).toBe('applied');
    const stored = await h().read(request.id);
    expect(stored?.requester_org_name).toBe('Clinique du Parc');
    expect(stored?.requester_org_phone).toBeUndefined();

    const accepted = await remote.push(
      statusOp(request.id, 'accepted', viewers.ambulance),
      viewers.ambulance,
    );
    expect(accepted.status).toBe('applied');
    const after = await h().read(request.id);
    expect(after?.provider_org_id).toBe(viewers.ambulance.orgId);
    expect(after?.provider_org_name).toBeUndefined();
    expect(after?.requester_org_name).toBe('Clinique du Parc');
  });
}
