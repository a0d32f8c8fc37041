import type { Viewer } from '@/data/ports';
import { inAssignedSet } from '@/domain/transport/reassigned-away';
import { readTransportRow } from '@/data/demo-server/transport-rows';
import { scopedViewer } from '@/data/demo-server/membership';
import {
  ASSIGNED_DRIVER_INDEX,
  ASSIGNED_EQUIPIER_INDEX,
  type ServerDb,
} from '@/data/demo-server/server-db';

/**
 * The ids of the rides the demo server assigns to the viewer now that may still be reassigned (issue 13), as the
 * Firestore adapter answers them: their company's, with them on the crew (driver or équipier), in an assignable state. A removed member: none.
 */
export async function assignedRideIds(db: ServerDb, asked: Viewer): Promise<string[]> {
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return [];
  const [driving, equipier] = await Promise.all(
    [ASSIGNED_DRIVER_INDEX, ASSIGNED_EQUIPIER_INDEX].map((index) =>
      db.transport.where(index).equals(viewer.uid).toArray(),
    ),
  );
  return [...driving!, ...equipier!]
    .map(readTransportRow)
    .filter((ride) => ride !== null)
    .filter((ride) => inAssignedSet(ride, viewer))
    .map((ride) => ride.id);
}
