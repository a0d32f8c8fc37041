import { roleInOrganisation } from '@/domain/organisation/members';
import { hasJoined } from '@/domain/organisation/join-organisation';
import type { MemberRole } from '@/domain/organisation/member-roles';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { TransportOperation } from '@/domain/sync/operation';
import { checkAssignment, type Assignment } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import type { Viewer } from '@/domain/transport/visibility';
import type { AssociatedUser } from '@/domain/user/associated-user';

/**
 * What the server reads to judge an assignment (issue 13), beside the ride: the acting company's document (its
 * founder and members) and the chosen vehicle. Both backends read them in the push transaction; the security rules
 * read the same documents (validAssignment in firestore.rules).
 */
export interface AssignmentStaff {
  company: { owner_uid: string; associatedUsers: readonly AssociatedUser[] } | null;
  vehicle: Vehicle | null;
}

/** The assignment an operation makes, if it is a move to `assigned` naming one. */
export function assignmentOf(op: TransportOperation): Assignment | null {
  if (op.kind !== 'transport.status' || op.update.status !== 'assigned') return null;
  return op.update.assignment ?? null;
}

/** The actor's role in its company: its founder is a responsable, the others as listed. */
export function actorRoleIn(
  company: AssignmentStaff['company'],
  viewer: Pick<Viewer, 'uid'>,
): MemberRole | null {
  if (company === null) return null;
  if (company.owner_uid === viewer.uid) return 'responsable';
  return roleInOrganisation(company.associatedUsers, { uid: viewer.uid });
}

const VEHICLE_MISMATCH = 'Ce véhicule n’est pas un véhicule actif de votre flotte.';

/**
 * Why the server refuses to store this assignment (null: it may). An admin may assign anything, as the rules let
 * it change anything; the state and the relation to the ride were checked by the transition itself.
 */
export function assignmentDenial(
  assignment: Assignment,
  before: Transport,
  viewer: Viewer,
  staff: AssignmentStaff,
): string | null {
  if (viewer.role === 'admin') return null;
  const { company, vehicle } = staff;
  if (vehicle === null) return VEHICLE_MISMATCH;
  const named = assignment.vehicle;
  if (named.label !== vehicle.label || named.registration !== vehicle.registration) {
    return VEHICLE_MISMATCH;
  }
  // Issue 20: a listed person drives once they accepted the invitation (their entry names their account).
  const joinedRole = (uid: string) =>
    company === null
      ? null
      : roleInOrganisation(company.associatedUsers.filter(hasJoined), { uid });
  const equipier = assignment.equipier ?? null;
  const check = checkAssignment({
    transport: before,
    actor: viewer,
    actorRole: actorRoleIn(company, viewer),
    driverRole: joinedRole(assignment.driver.uid),
    vehicle,
    equipier:
      equipier === null
        ? null
        : {
            role: joinedRole(equipier.uid),
            sameAsDriver: equipier.uid === assignment.driver.uid,
          },
  });
  return check.ok ? null : check.reason;
}
