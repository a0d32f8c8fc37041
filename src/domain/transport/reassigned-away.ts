import { isAssignable } from '@/domain/transport/assignment';
import { isOnCrew } from '@/domain/transport/ride-crew';
import type { Transport } from '@/domain/transport/transport.schema';

/**
 * Issue 13: a chauffeur pulls only the rides assigned to them, from a checkpoint. A ride reassigned to a colleague
 * leaves that query without a word, so each cycle the device compares the rides it holds as theirs with the
 * server's current assigned set (read after the pull, so a ride assigned meanwhile is never mistaken for one that
 * left) and lets go of the others. The notice the ride's screen shows once it is gone.
 */
export const REASSIGNED_AWAY_NOTICE = 'Cette course a été réassignée à un autre chauffeur.';

/** How many dropped ride ids the device remembers for that notice (oldest forgotten first). */
export const REASSIGNED_AWAY_MEMORY = 50;

type HeldRide = Pick<Transport, 'id' | 'etat' | 'assigned_driver'>;

/**
 * The rides the device holds as the driver's that the server no longer assigns to them. Only rides that may still
 * be reassigned (ASSIGNABLE_STATES: until the patient is on board) are compared, so the server's set stays small:
 * `stillAssigned` is the driver's rides in those states.
 */
export function ridesAssignedAway(
  held: readonly HeldRide[],
  driverUid: string,
  stillAssigned: ReadonlySet<string>,
): string[] {
  return held
    .filter((ride) => isOnCrew(ride, driverUid) && isAssignable(ride.etat))
    .filter((ride) => !stillAssigned.has(ride.id))
    .map((ride) => ride.id);
}

/**
 * Whether a ride counts in the server's assigned set of this member (what assignedRideIds answers, in every
 * backend): their company's, with them on the crew, still assignable.
 */
export function inAssignedSet(
  ride: Pick<Transport, 'etat' | 'assigned_driver' | 'provider_org_id'>,
  member: { uid: string; orgId: string },
): boolean {
  return (
    ride.provider_org_id === member.orgId && isAssignable(ride.etat) && isOnCrew(ride, member.uid)
  );
}

/** The remembered ids after `dropped` left: newest last, no duplicates, at most REASSIGNED_AWAY_MEMORY. */
export function rememberReassigned(
  before: readonly string[],
  dropped: readonly string[],
): string[] {
  const kept = before.filter((id) => !dropped.includes(id));
  return [...kept, ...dropped].slice(-REASSIGNED_AWAY_MEMORY);
}
