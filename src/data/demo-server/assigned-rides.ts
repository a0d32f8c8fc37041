import type { Viewer } from '@/data/ports';
import { isAssignable } from '@/domain/transport/assignment';
import { readTransportRow } from '@/data/demo-server/push-transport';
import { scopedViewer } from '@/data/demo-server/membership';
import { ASSIGNED_DRIVER_INDEX, type ServerDb } from '@/data/demo-server/server-db';

/**
 * The ids of the rides the demo server assigns to the viewer now that may still be reassigned (issue 13), as the
 * Firestore adapter answers them: their company's, assigned to them, in an assignable state. A removed member: none.
 */
export async function assignedRideIds(db: ServerDb, asked: Viewer): Promise<string[]> {
  const { viewer, membership } = await scopedViewer(db, asked);
  if (membership.status === 'removed') return [];
  const rows = await db.transport.where(ASSIGNED_DRIVER_INDEX).equals(viewer.uid).toArray();
  return rows
    .map(readTransportRow)
    .filter((ride) => ride !== null)
    .filter((ride) => ride.provider_org_id === viewer.orgId && isAssignable(ride.etat))
    .map((ride) => ride.id);
}
