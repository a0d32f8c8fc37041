import { rideReachesAt, rideReachesCompany } from '@/domain/award/award-permission';
import type { EpochMillis } from '@/domain/shared/timestamp';
import { serverTimestampToMillis, type Checkpoint } from '@/domain/sync/server-timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
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

/** A checkpoint stored without the zone's time (before it existed): the steps opened this long before it are asked. */
export const ZONE_LATE_WINDOW_MS = 15 * 60_000;

/**
 * Since when a pull from `after` asks for the zone steps opened to the company (its rides stamped before the
 * position, handed out besides): the time the last pull asked them up to, carried by its checkpoint.
 */
export const zoneAskedSince = (after: Checkpoint): EpochMillis =>
  after.zoneAsOf ?? serverTimestampToMillis(after.ts) - ZONE_LATE_WINDOW_MS;

/**
 * The page's checkpoint: its position, and for a company (not a chauffeur) with a base — whose later zone steps
 * open without any write — the time its zone was asked up to.
 */
export function zoneCheckpoint(
  position: Checkpoint | null,
  viewer: Pick<Viewer, 'role' | 'memberRole'>,
  base: Coordinates | null,
  asOf: EpochMillis,
): Checkpoint | null {
  const widens =
    base !== null &&
    (viewer.role === 'ambulance' || viewer.role === 'vtc') &&
    !seesOnlyAssignedRides(viewer.memberRole);
  if (position === null || !widens) return position;
  return { ts: position.ts, id: position.id, zoneAsOf: asOf };
}
