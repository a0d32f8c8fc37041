import { rideReachesAt, rideReachesCompany } from '@/domain/award/award-permission';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { relationsOf, type Viewer } from '@/domain/transport/visibility';

type Who = Pick<Viewer, 'role' | 'orgId' | 'uid' | 'memberRole' | 'removed'>;

/**
 * Issue 23 item 2: whether the viewer sees a ride at serverNow — by any relation isVisibleTo lists but the
 * candidate's as before; a mere candidate once the zone reaching its company's base is open (rideReachesCompany).
 * The backends' one statement of a candidate's read: the demo server and the in-memory fake decide with it, and
 * firestore.rules readsTransport says the same — a get exactly (reachedBy), a list by the zone's cells
 * (zone-cells.ts listsZone, a superset in space the app narrows with rideReachesCompany).
 */
export function seesRideNow(
  ride: Transport,
  viewer: Who,
  base: Coordinates | null,
  serverNow: EpochMillis,
): boolean {
  const relations = relationsOf(ride, viewer);
  if (relations.some((relation) => relation !== 'candidate')) return true;
  return relations.length > 0 && rideReachesCompany(ride, base, serverNow);
}

/**
 * Whether the zone reached the company's base after `since` (and by serverNow), after the ride's filing: a pull
 * hands such a ride out again though its sync time lies before the checkpoint (it entered the company's sight
 * without any write).
 */
export function reachedSince(
  ride: Transport,
  base: Coordinates | null,
  since: EpochMillis,
  serverNow: EpochMillis,
): boolean {
  const at = rideReachesAt(ride, base);
  return at > ride.created_at && at > since && at <= serverNow;
}
