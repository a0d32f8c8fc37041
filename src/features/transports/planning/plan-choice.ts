import type { CrewMember } from '@/domain/organisation/crew';
import type { Vehicle } from '@/domain/organisation/vehicle';
import { occupiesSchedule, type BoardAxis, type PlannedRide } from '@/domain/planning/board';
import { overlaps, rideWindow } from '@/domain/planning/ride-window';
import type { PlannedAssignment } from '@/domain/planning/conflicts';
import type { Assignment } from '@/domain/transport/assignment';

/** What a drop (or « Affecter à… ») proposes: the row chosen, the rest kept from the ride or left to choose. */
export interface PlanChoice {
  driverId: string;
  vehicleId: string;
  equipierId: string;
}

/** The crew and vehicle a drop on `rowId` proposes for `ride`: the row's member or vehicle, the rest as it was. */
export function choiceFor(
  ride: PlannedRide,
  axis: BoardAxis,
  rowId: string,
  fallbackVehicle: (driverId: string) => string,
): PlanChoice {
  const driverId = axis === 'driver' ? rowId : (ride.assigned_driver?.uid ?? '');
  const vehicleId =
    axis === 'vehicle' ? rowId : (ride.assigned_vehicle?.id ?? fallbackVehicle(driverId));
  const equipierId = ride.assigned_driver?.equipier?.uid ?? '';
  return { driverId, vehicleId, equipierId: equipierId === driverId ? '' : equipierId };
}

/** The choice as an assignment to check and to save; null while a driver or a vehicle is missing. */
export function planOf(
  choice: PlanChoice,
  members: readonly CrewMember[],
  vehicles: readonly Vehicle[],
  crew: boolean,
): { plan: PlannedAssignment; assignment: Assignment } | null {
  const driver = members.find((m) => m.uid === choice.driverId);
  const vehicle = vehicles.find((v) => v.id === choice.vehicleId);
  if (!driver || !vehicle) return null;
  const equipier = crew ? (members.find((m) => m.uid === choice.equipierId) ?? null) : null;
  const vehicleRef = { id: vehicle.id, label: vehicle.label, registration: vehicle.registration };
  return {
    plan: { driver, equipier, vehicle: { ...vehicleRef, active: vehicle.active } },
    assignment: {
      driver: { uid: driver.uid, firstName: driver.firstName },
      vehicle: vehicleRef,
      ...(equipier ? { equipier } : {}),
    },
  };
}

/**
 * The vehicle a drop on a driver proposes when the ride has none: the driver's vehicle of the period if free then,
 * else a free active vehicle of the ride's kind, else any free active one ('' when none: the dialog asks).
 */
export function fallbackVehicle(
  ride: PlannedRide,
  driverId: string,
  schedule: readonly PlannedRide[],
  vehicles: readonly Vehicle[],
): string {
  const window = rideWindow(ride);
  const busy = new Set(
    schedule
      .filter((other) => other.id !== ride.id && occupiesSchedule(other))
      .filter((other) => overlaps(window, rideWindow(other)))
      .flatMap((other) => (other.assigned_vehicle ? [other.assigned_vehicle.id] : [])),
  );
  const free = vehicles.filter((v) => v.active && !busy.has(v.id));
  const own = schedule.find((r) => r.assigned_driver?.uid === driverId && r.assigned_vehicle);
  const ownId = own?.assigned_vehicle?.id;
  return (
    free.find((v) => v.id === ownId)?.id ??
    free.find((v) => v.kind === ride.type_transport)?.id ??
    free[0]?.id ??
    ''
  );
}
