import { expect, it } from 'vitest';
import type { Viewer } from '@/data/ports';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { Transport } from '@/domain/transport/transport.schema';
import { MemoryLocalStore } from '@tests/support/fakes/memory-local-store';
import { requestIn, statusOp } from './contract-fixtures';
import type { HarnessRef } from './remote-contract';
import { contractCrew, seedContractCrew } from './staff-fixtures';

/**
 * [RC-RA] Reassignment seen from the chauffeur's phone (issue 13), the same on every backend: the server's current
 * assigned set (assignedRideIds) is what a device compares its copies with, since Firestore's chauffeur query says
 * nothing when a ride leaves it (the demo server's pull also says `removed`). Reassigned A→B: A's device drops it
 * at its next cycle, B's pulls it.
 */
export function defineReassignmentCases(h: HarnessRef) {
  const crew = () => contractCrew(h());
  const vehicleOf = (orgId: string): Vehicle => ({
    id: `veh-${orgId}-1`,
    org_id: orgId,
    kind: 'ambulance',
    label: 'Ambulance 2',
    registration: 'AB-123-CD',
    equipment: ['brancard', 'oxygene'],
    active: true,
  });
  const scoped = async (viewer: Viewer): Promise<Viewer> => {
    const membership = await h().remote.membership?.(viewer);
    return membership?.status === 'member' ? { ...viewer, memberRole: membership.role } : viewer;
  };
  /** One device cycle as the sync engine runs it: pull from the checkpoint, then compare with the assigned set. */
  const cycle = async (device: MemoryLocalStore, asked: Viewer) => {
    const viewer = await scoped(asked);
    const page = await h().remote.pullTransports(viewer, await device.checkpoint('transports'), 50);
    await device.applyPulled('transports', page);
    const stillAssigned = (await h().remote.assignedRideIds?.(viewer)) ?? [];
    await device.dropRidesAssignedAway(viewer.uid, stillAssigned);
  };

  it('[RC-RA] réaffectée de Karim à Léa : le téléphone de Karim la lâche au cycle suivant, celui de Léa la reçoit', async () => {
    const vehicle = vehicleOf(crew().dispatcher.orgId);
    const { dispatcher, karim, lea } = await seedContractCrew(h(), [vehicle]);
    const onVehicle = { id: vehicle.id, label: vehicle.label, registration: vehicle.registration };
    const ride: Transport = requestIn(h(), 'assigned', {
      assigned_driver: { uid: karim.uid, firstName: 'Karim' },
      assigned_vehicle: onVehicle,
    });
    await h().seed([ride]);
    const karimPhone = new MemoryLocalStore();
    const leaPhone = new MemoryLocalStore();
    await cycle(karimPhone, karim);
    await cycle(leaPhone, lea);
    expect(karimPhone.mirrorIds()).toEqual([ride.id]);
    expect(leaPhone.mirrorIds()).toEqual([]);
    expect(await h().remote.assignedRideIds?.(await scoped(karim))).toEqual([ride.id]);

    const assignment = { driver: { uid: lea.uid, firstName: 'Léa' }, vehicle: onVehicle };
    const outcome = await h().remote.push(
      statusOp(ride.id, 'assigned', dispatcher, { assignment }),
      dispatcher,
    );
    expect(outcome.status).toBe('applied');

    expect(await h().remote.assignedRideIds?.(await scoped(karim))).toEqual([]);
    expect(await h().remote.assignedRideIds?.(await scoped(lea))).toEqual([ride.id]);
    await cycle(karimPhone, karim);
    await cycle(leaPhone, lea);
    expect(karimPhone.mirrorIds()).toEqual([]);
    expect(leaPhone.mirrorIds()).toEqual([ride.id]);
    expect(leaPhone.view(ride.id)?.assigned_driver?.uid).toBe(lea.uid);
  });

  it('[RC-RA2] l’équipière Léa reçoit la course de l’équipage ; retirée de l’équipage, son téléphone la lâche', async () => {
    const vehicle = vehicleOf(crew().dispatcher.orgId);
    const { dispatcher, karim, lea } = await seedContractCrew(h(), [vehicle]);
    const onVehicle = { id: vehicle.id, label: vehicle.label, registration: vehicle.registration };
    const ride: Transport = requestIn(h(), 'accepted', { type_transport: 'ambulance' });
    await h().seed([ride]);
    const withLea = {
      driver: { uid: karim.uid, firstName: 'Karim' },
      equipier: { uid: lea.uid, firstName: 'Léa', qualification: 'auxiliaire' as const },
      vehicle: onVehicle,
    };
    const assigned = await h().remote.push(
      statusOp(ride.id, 'assigned', dispatcher, { assignment: withLea }),
      dispatcher,
    );
    expect(assigned.status).toBe('applied');
    const leaPhone = new MemoryLocalStore();
    await cycle(leaPhone, lea);
    expect(leaPhone.mirrorIds()).toEqual([ride.id]);
    expect(await h().remote.assignedRideIds(await scoped(lea))).toEqual([ride.id]);

    const alone = { driver: withLea.driver, equipier: null, vehicle: onVehicle };
    const reassigned = await h().remote.push(
      statusOp(ride.id, 'assigned', dispatcher, { assignment: alone }),
      dispatcher,
    );
    expect(reassigned.status).toBe('applied');
    expect(await h().remote.assignedRideIds(await scoped(lea))).toEqual([]);
    await cycle(leaPhone, lea);
    expect(leaPhone.mirrorIds()).toEqual([]);
    expect(await h().remote.assignedRideIds(await scoped(karim))).toEqual([ride.id]);
  });
}
