import type { CrewMember } from '@/domain/organisation/crew';
import type { Vehicle } from '@/domain/organisation/vehicle';
import type { BoardAxis, PlannedRide } from '@/domain/planning/board';
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
