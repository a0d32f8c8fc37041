import { forwardPort } from '@/data/port-shape';
import { REMOTE_PORT } from '@/data/port-shapes';
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
  return forwardPort<RemotePort>(REMOTE_PORT, remote, {
    pullTransports: async (viewer, after, limit) => {
      const page = await remote.pullTransports(viewer, after, limit);
      return { ...page, documents: page.documents.filter((doc) => !doc.removed) };
    },
  });
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
