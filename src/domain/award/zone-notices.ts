import { rideReachesAt } from '@/domain/award/award-permission';
import { NOTIFICATION_TTL_MS } from '@/domain/constants';
import type { Notification } from '@/domain/notification/notification';
import type { ServerNotificationType } from '@/domain/notification/notification-type';
import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import { canRoleSeeTransportType, type Viewer } from '@/domain/transport/visibility';

/**
 * Issue 23 item 2: « notifies the newly reached companies ». There is no server code, and a notification written by
 * another user could be forged, so each company device derives its own: from the open requests it already syncs and
 * the escalation schedule (server times only: created_at and the ride's stored delays), a request whose zone has
 * widened to its base since it was filed raises one notice on this device, kept with the pulled ones (the bell) and
 * never raised twice — its id is the ride's. Nobody needs to be online when the step opens: the next device that
 * runs sees that the step opened and says so then. Requests reached at filing are not noticed here (the filing's
 * own « Nouveau transport » tells of them).
 */
export const ZONE_NOTICE_TYPE = 'zone_reached' as const;
const ZONE_NOTICE_PREFIX = 'zone:';

/** The device notice's id for a ride: one per ride and user (each user has their own device database). */
export const zoneNoticeId = (rideId: string) => `${ZONE_NOTICE_PREFIX}${rideId}`;
/** Whether a notification exists on this device only (its « lu » is not sent: no server holds it). */
export const isDeviceNotice = (notificationId: string) =>
  notificationId.startsWith(ZONE_NOTICE_PREFIX);

export type ZoneNotice = Notification & { id: string };
type Who = Pick<Viewer, 'uid' | 'role' | 'orgId' | 'memberRole' | 'removed'>;
type Ride = Parameters<typeof rideReachesAt>[0] & Pick<Transport, 'id'>;

export interface ZoneNoticeInput {
  /** The open requests on the device. */
  rides: readonly Ride[];
  viewer: Who;
  /** The company's base; unknown: nothing is measured, every request reached it at filing. */
  base: Coordinates | null;
  serverNow: EpochMillis;
  /** The ids of the notices already on the device (raised before, read or not). */
  known: ReadonlySet<string>;
}

/** The notices this device raises now: requests whose widened zone reached the company since their filing. */
export function zoneNotices({
  rides,
  viewer,
  base,
  serverNow,
  known,
}: ZoneNoticeInput): ZoneNotice[] {
  if (viewer.removed === true || seesOnlyAssignedRides(viewer.memberRole)) return [];
  if (viewer.role !== 'ambulance' && viewer.role !== 'vtc') return [];
  const role = viewer.role;
  return rides.flatMap((ride): ZoneNotice[] => {
    if (!isWaiting(ride.etat) || !canRoleSeeTransportType(role, ride.type_transport)) return [];
    if (ride.provider_org_id !== null || known.has(zoneNoticeId(ride.id))) return [];
    const at = rideReachesAt(ride, base);
    if (at <= ride.created_at || at > serverNow) return [];
    return [
      {
        id: zoneNoticeId(ride.id),
        type: ZONE_NOTICE_TYPE,
        role,
        read: false,
        // When the step opened (the server's schedule), not when this device noticed it.
        created_at: at,
        expires_at: at + NOTIFICATION_TTL_MS,
        is_test_data: false,
        user_id: viewer.uid,
        org_id: viewer.orgId,
        transport_id: ride.id,
        op_id: null,
        patient_id: null,
        read_by: {},
      },
    ];
  });
}

/**
 * The notification types a filing addresses to every company of the ride's type: the event table's `create` entries
 * sent `to: 'role'` ([ZONE-N5] proves the two equal). Listed, not derived here: the table (and the rules' tables it
 * feeds) would otherwise join every dashboard's first load for three names.
 */
export const FILING_NOTICE_TYPES: ReadonlySet<string> = new Set<ServerNotificationType>([
  'new_transport',
  'urgent_transport',
  'new_course',
]);

/**
 * Issue 23: a filing's notice (« Nouveau transport disponible », « Transport urgent », « Nouvelle course ») is
 * addressed to every company of the type — no server code could address it by distance — so a company's device
 * shows it only when the first zone reached the company's base; a company reached later hears of the request from
 * its own zone notice, when the zone widens to it. Unknown base, or a ride not on the device: shown (nothing to
 * measure, as the rules' reachedBy).
 */
export function filingNoticeShown(
  type: string,
  ride: Ride | undefined,
  base: Coordinates | null,
): boolean {
  if (!FILING_NOTICE_TYPES.has(type) || ride === undefined || base === null) return true;
  return rideReachesAt(ride, base) <= ride.created_at;
}
