import { isOnCrew } from '@/domain/transport/ride-crew';
import { crewProblem, type CrewMember } from '@/domain/organisation/crew';
import { occupiesSchedule, type PlannedRide } from '@/domain/planning/board';
import { overlaps, rideWindow, type RideWindow } from '@/domain/planning/ride-window';
import { formatTime } from '@/domain/shared/timestamp';

/**
 * Issue 23 item 3: what the dispatcher is told before an assignment is saved — the same person or vehicle already
 * on an overlapping ride, a vehicle out of service, a crew that does not fit the ride. Each is a French sentence;
 * the dispatcher cancels or assigns anyway (the server judges only who may assign, not the schedule).
 */
export type ConflictKind = 'driver' | 'equipier' | 'vehicle' | 'out_of_service' | 'crew';

export interface Conflict {
  kind: ConflictKind;
  message: string;
  /** The other ride, for a schedule conflict. */
  rideId?: string;
}

export interface PlannedAssignment {
  driver: CrewMember;
  equipier: CrewMember | null;
  vehicle: { id: string; label: string; registration: string; active: boolean };
}

/** « TR-… » as people read it: the server's number, else the ride's id. */
const rideName = (ride: PlannedRide) => ride.transport_id ?? ride.id;
const span = ({ start, end }: RideWindow) => `de ${formatTime(start)} à ${formatTime(end)}`;

export function boardConflicts(
  ride: PlannedRide,
  plan: PlannedAssignment,
  schedule: readonly PlannedRide[],
): Conflict[] {
  const conflicts: Conflict[] = [];
  const window = rideWindow(ride);
  const crew = crewProblem(ride.type_transport, plan.driver, plan.equipier);
  if (crew !== null) conflicts.push({ kind: 'crew', message: crew });
  const { vehicle } = plan;
  if (!vehicle.active) {
    conflicts.push({
      kind: 'out_of_service',
      message: `Le véhicule ${vehicle.label} (${vehicle.registration}) est hors service.`,
    });
  }
  const members: [ConflictKind, CrewMember][] = [['driver', plan.driver]];
  if (plan.equipier !== null) members.push(['equipier', plan.equipier]);
  for (const other of schedule) {
    if (other.id === ride.id || !occupiesSchedule(other)) continue;
    const otherWindow = rideWindow(other);
    if (!overlaps(window, otherWindow)) continue;
    const when = `le transport ${rideName(other)} ${span(otherWindow)}`;
    for (const [kind, member] of members) {
      if (isOnCrew(other, member.uid)) {
        conflicts.push({ kind, rideId: other.id, message: `${member.firstName} a déjà ${when}.` });
      }
    }
    if (other.assigned_vehicle?.id === vehicle.id) {
      conflicts.push({
        kind: 'vehicle',
        rideId: other.id,
        message: `Le véhicule ${vehicle.label} (${vehicle.registration}) a déjà ${when}.`,
      });
    }
  }
  return conflicts;
}
