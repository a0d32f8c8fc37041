import { seesOnlyAssignedRides } from '@/domain/organisation/member-roles';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Coordinates } from '@/domain/transport/geo';
import type { Transport } from '@/domain/transport/transport.schema';
import { isWaiting } from '@/domain/transport/transport-status';
import {
  canRoleSeeTransportType,
  isProviderRole,
  relationsOf,
  type Viewer,
} from '@/domain/transport/visibility';
import type { AwardRecord } from '@/domain/award/award-log';
import {
  escalationDelaysOf,
  pickupDistanceKm,
  reachedAt,
} from '@/domain/award/escalation-schedule';

type Ride = Pick<
  Transport,
  | 'etat'
  | 'type_transport'
  | 'provider_org_id'
  | 'created_at'
  | 'priorite'
  | 'adresse_depart'
  | 'escalation_delays'
  | 'requester_org_id'
>;
type Who = Pick<Viewer, 'role' | 'orgId' | 'memberRole' | 'removed'>;

/** When the zone reaches a company with this base (issue 23): the ride's own delays, its pickup, the schedule. */
export const rideReachesAt = (ride: Ride, base: Coordinates | null): EpochMillis =>
  reachedAt(
    ride,
    pickupDistanceKm(base, ride.adresse_depart.coordonnees),
    escalationDelaysOf(ride.escalation_delays ?? null),
  );

/**
 * Whether a waiting request is offered to the company now (the device lists it; the rules let it answer). The
 * first zone is open from the request's creation whatever the clock says (a device clock behind the server's).
 */
export function rideReachesCompany(
  ride: Ride,
  base: Coordinates | null,
  serverNow: EpochMillis,
): boolean {
  const at = rideReachesAt(ride, base);
  return at === ride.created_at || at <= serverNow;
}

/** Minutes between two widenings of this ride: its clinic's delay for its priority (the defaults when absent). */
export const rideStepMinutes = (ride: Pick<Ride, 'priorite' | 'escalation_delays'>): number =>
  escalationDelaysOf(ride.escalation_delays ?? null)[ride.priorite];

/**
 * Whether the viewer may read the ride now (issue 23, firestore.rules transport `get` and reachedBy): a party to it
 * always; a mere candidate only once the zone reaches its company's base — before that, not even a list shows it.
 */
export function mayReadRide(
  ride: Transport,
  who: Who & Pick<Viewer, 'uid'>,
  base: Coordinates | null,
  serverNow: EpochMillis,
): boolean {
  const relations = relationsOf(ride, who);
  if (relations.length === 0) return false;
  return (
    relations.some((relation) => relation !== 'candidate') ||
    rideReachesCompany(ride, base, serverNow)
  );
}

export const AWARD_MESSAGES = {
  notCompany: 'Seule une société de transport répond à une demande.',
  notServed: 'Votre société ne dessert pas ce type de transport.',
  closed: 'Cette demande n’attend plus de réponse.',
  notYet: 'Cette demande ne vous est pas encore proposée : la zone ne vous atteint pas encore.',
  notProvider: 'Seule la société qui a accepté la course l’enregistre comme acceptée.',
} as const;

/**
 * Why a company may not record this answer (null: it may) — the statement firestore.rules awardCreate and
 * awardAnswers enforce: a member of a company (not a chauffeur) whose role serves the type, while the request waits
 * (an acceptance: by its provider), once the zone reaches its base.
 */
export function awardRecordProblem(
  ride: Ride,
  record: AwardRecord,
  viewer: Who,
  base: Coordinates | null,
  serverNow: EpochMillis,
): string | null {
  if (
    viewer.removed === true ||
    !isProviderRole(viewer.role) ||
    seesOnlyAssignedRides(viewer.memberRole)
  )
    return AWARD_MESSAGES.notCompany;
  if (!canRoleSeeTransportType(viewer.role, ride.type_transport)) return AWARD_MESSAGES.notServed;
  const mine = ride.provider_org_id === viewer.orgId;
  if (record.change.kind === 'accepted' && !mine) return AWARD_MESSAGES.notProvider;
  if (!isWaiting(ride.etat) && !mine) return AWARD_MESSAGES.closed;
  if (record.change.kind === 'refused' && !isWaiting(ride.etat)) return AWARD_MESSAGES.closed;
  if (!rideReachesCompany(ride, base, serverNow)) return AWARD_MESSAGES.notYet;
  return null;
}
