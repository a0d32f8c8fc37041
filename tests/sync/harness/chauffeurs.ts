import type { RemotePort } from '@/data/ports';
import type { Actor } from '@/domain/transport/status-update';
import type { Transport } from '@/domain/transport/transport.schema';
import { ACTORS, T0 } from '@tests/sync/harness/fixtures';
import { World } from '@tests/sync/harness/world';
import type { MemoryRemote } from '@tests/support/fakes/memory-remote';

/**
 * Issue 13: two chauffeurs of ACTORS.driverA's company (driverA, driverB), founded by someone else, and a remote
 * that behaves like Firestore's chauffeur query.
 */

/** Like Firestore's chauffeur query: a ride that left it is simply not there any more (no `removed` entry). */
export function silentOnDeparture(remote: MemoryRemote): RemotePort {
  return {
    push: (op, viewer) => remote.push(op, viewer),
    pullTransports: async (viewer, after, limit) => {
      const page = await remote.pullTransports(viewer, after, limit);
      return { ...page, documents: page.documents.filter((doc) => !doc.removed) };
    },
    pullNotifications: (viewer, after, limit) => remote.pullNotifications(viewer, after, limit),
    pullPatients: (viewer, after, limit) => remote.pullPatients(viewer, after, limit),
    pullMessages: (viewer, after, limit) => remote.pullMessages(viewer, after, limit),
    watch: (viewer, onChange) => remote.watch(viewer, onChange),
    membership: (viewer) => remote.membership(viewer),
    assignedRideIds: (viewer) => remote.assignedRideIds(viewer),
    pushPrescriptionScan: (scan, viewer) => remote.pushPrescriptionScan(scan, viewer),
    prescriptionScan: (transportId, viewer) => remote.prescriptionScan(transportId, viewer),
    pushRideSignature: (signature, viewer) => remote.pushRideSignature(signature, viewer),
    rideSignature: (transportId, viewer) => remote.rideSignature(transportId, viewer),
    recordAward: (record, viewer) => remote.recordAward(record, viewer),
    awardEntries: (rideId, viewer) => remote.awardEntries(rideId, viewer),
    awardEntriesBetween: (period, viewer) => remote.awardEntriesBetween(period, viewer),
  };
}

export function assignedTo(ride: Transport, actor: Actor, firstName: string): Transport {
  return {
    ...ride,
    etat: 'assigned',
    status: 'assigned',
    assigned_driver: { uid: actor.uid, firstName },
  };
}

/** A world whose server lists driverA and driverB as chauffeurs of their company. */
export function staffedWorld(): World {
  const next = new World(1);
  const member = (actor: Actor, role: 'chauffeur' | 'regulateur') => ({
    id: actor.uid,
    email: `${actor.uid}@exemple.fr`,
    name: actor.uid,
    role,
    createdAt: T0,
  });
  next.server.seedStaff(
    ACTORS.driverA.orgId,
    {
      owner_uid: 'u-fondateur',
      associatedUsers: [member(ACTORS.driverA, 'chauffeur'), member(ACTORS.driverB, 'chauffeur')],
    },
    [],
  );
  return next;
}
