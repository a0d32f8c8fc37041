import { expect, it } from 'vitest';
import type { Viewer } from '@/data/ports';
import { notificationText } from '@/domain/notification/notification-text';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { Assignment } from '@/domain/transport/assignment';
import { rejection, requestIn, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';
import { contractCrew, seedContractCrew } from './staff-fixtures';

/**
 * [RC-A] Assignment (issue 13), the same on every backend: the accepted company's régulateur assigns one of its
 * chauffeurs in one of its active vehicles through the normal status path; the ride records who and what, the
 * history keeps it, the clinic hears of it; a chauffeur assigning, or a vehicle of another fleet, is denied.
 */
export function defineAssignmentCases(h: HarnessRef) {
  const crew = () => contractCrew(h());
  const fleet = (orgId: string): Vehicle[] => [
    {
      id: `veh-${orgId}-1`,
      org_id: orgId,
      kind: 'ambulance',
      label: 'Ambulance 2',
      registration: 'AB-123-CD',
      equipment: ['brancard', 'oxygene'],
      active: true,
    },
  ];
  const assignmentTo = (driver: Viewer, firstName: string, vehicle: Vehicle): Assignment => ({
    driver: { uid: driver.uid, firstName },
    vehicle: { id: vehicle.id, label: vehicle.label, registration: vehicle.registration },
  });
  const staffed = async () => {
    const vehicles = fleet(crew().dispatcher.orgId);
    const { dispatcher, karim, lea } = await seedContractCrew(h(), vehicles);
    return { dispatcher, karim, lea, vehicle: vehicles[0]! };
  };

  it('[RC-A] le régulateur affecte son chauffeur et son véhicule : la course, l’historique et la clinique le savent', async () => {
    const { dispatcher, karim, vehicle } = await staffed();
    const ride = requestIn(h(), 'accepted');
    await h().seed([ride]);
    const assignment = assignmentTo(karim, 'Karim', vehicle);
    const outcome = await h().remote.push(
      statusOp(ride.id, 'assigned', dispatcher, { assignment }),
      dispatcher,
    );
    expect(outcome.status).toBe('applied');
    const stored = await h().read(ride.id);
    expect(stored).toMatchObject({
      etat: 'assigned',
      assigned_driver: assignment.driver,
      assigned_vehicle: assignment.vehicle,
    });
    expect(stored?.historique_etats.at(-1)).toMatchObject({
      etat: 'assigned',
      applied: true,
      notes: 'Chauffeur : Karim — véhicule : Ambulance 2 (AB-123-CD)',
    });
    const page = await h().remote.pullNotifications(h().viewers.clinique, null, 50);
    // Rendered on the clinic's device from the type and the ride as the clinic holds it (issue 21): the ride
    // by patient and date, the driver and the vehicle.
    const clinicRide = await h().remote.pullTransports(h().viewers.clinique, null, 50);
    const held = clinicRide.documents.find((doc) => doc.id === ride.id)?.data ?? null;
    const messages = page.documents.map(
      (doc) => notificationText(doc.data, { transport: held, patient: null }).message,
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^Le chauffeur Karim( \([^)]+\))? a été assigné au transport .+ avec le véhicule Ambulance 2 \(AB-123-CD\)\.$/,
      ),
    );
  });

  it('[RC-A] réaffectation avant la prise en charge : la course repasse à « assigned » avec Léa', async () => {
    const { dispatcher, karim, lea, vehicle } = await staffed();
    const first = assignmentTo(karim, 'Karim', vehicle);
    const ride = requestIn(h(), 'en_route_pickup', {
      assigned_driver: first.driver,
      assigned_vehicle: first.vehicle,
    });
    await h().seed([ride]);
    const second = assignmentTo(lea, 'Léa', vehicle);
    const outcome = await h().remote.push(
      statusOp(ride.id, 'assigned', dispatcher, { assignment: second }),
      dispatcher,
    );
    expect(outcome.status).toBe('applied');
    expect(await h().read(ride.id)).toMatchObject({
      etat: 'assigned',
      assigned_driver: second.driver,
    });
  });

  it.each([
    ['un chauffeur qui s’affecte lui-même', 'karim', 'own'],
    ['le régulateur, avec un véhicule hors de sa flotte', 'dispatcher', 'foreign'],
  ] as const)('[RC-A] %s : refusé (permission-denied), rien d’écrit', async (_name, who, which) => {
    const staff = await staffed();
    const actor = who === 'karim' ? staff.karim : staff.dispatcher;
    const vehicle = which === 'own' ? staff.vehicle : { ...staff.vehicle, id: 'veh-ailleurs' };
    const ride = requestIn(h(), 'accepted');
    await h().seed([ride]);
    const assignment = assignmentTo(staff.karim, 'Karim', vehicle);
    const error = await rejection(
      h().remote.push(statusOp(ride.id, 'assigned', actor, { assignment }), actor),
    );
    expect(error.code).toBe('permission-denied');
    expect(await h().read(ride.id)).toMatchObject({ etat: 'accepted', assigned_driver: null });
  });
}

/**
 * [RC-CREW] Issue 23 item 3, the same on every backend: an ambulance ride's équipier is stored in the driver's map
 * (no new key on the ride), named in the history; the driver named twice is refused.
 */
export function defineCrewCases(h: HarnessRef) {
  const vehicles = (orgId: string): Vehicle[] => [
    {
      id: `veh-${orgId}-crew`,
      org_id: orgId,
      kind: 'ambulance',
      label: 'Ambulance 3',
      registration: 'EF-456-GH',
      equipment: [],
      active: true,
    },
  ];
  const crewAssignment = (driver: Viewer, equipier: Viewer, vehicle: Vehicle): Assignment => ({
    driver: { uid: driver.uid, firstName: 'Karim' },
    vehicle: { id: vehicle.id, label: vehicle.label, registration: vehicle.registration },
    equipier: { uid: equipier.uid, firstName: 'Léa', qualification: 'DEA' },
  });

  it('[RC-CREW] Karim et Léa (DEA) dans l’ambulance : l’équipier est enregistré avec le chauffeur', async () => {
    const fleet = vehicles(contractCrew(h()).dispatcher.orgId);
    const { dispatcher, karim, lea } = await seedContractCrew(h(), fleet);
    const ride = requestIn(h(), 'accepted', { type_transport: 'ambulance' });
    await h().seed([ride]);
    const assignment = crewAssignment(karim, lea, fleet[0]!);
    const outcome = await h().remote.push(
      statusOp(ride.id, 'assigned', dispatcher, { assignment }),
      dispatcher,
    );
    expect(outcome.status).toBe('applied');
    const stored = await h().read(ride.id);
    expect(stored?.assigned_driver).toEqual({
      ...assignment.driver,
      equipier: assignment.equipier,
    });
    expect(stored?.historique_etats.at(-1)?.notes).toBe(
      'Chauffeur : Karim — équipier : Léa — véhicule : Ambulance 3 (EF-456-GH)',
    );
  });

  it('[RC-CREW] le chauffeur nommé aussi équipier : refusé, rien d’écrit', async () => {
    const fleet = vehicles(contractCrew(h()).dispatcher.orgId);
    const { dispatcher, karim } = await seedContractCrew(h(), fleet);
    const ride = requestIn(h(), 'accepted', { type_transport: 'ambulance' });
    await h().seed([ride]);
    const assignment = crewAssignment(karim, karim, fleet[0]!);
    const error = await rejection(
      h().remote.push(statusOp(ride.id, 'assigned', dispatcher, { assignment }), dispatcher),
    );
    expect(error.code).toBe('permission-denied');
    expect(await h().read(ride.id)).toMatchObject({ etat: 'accepted', assigned_driver: null });
  });
}
