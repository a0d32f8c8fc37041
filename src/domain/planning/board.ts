import type { BoardDay } from '@/domain/planning/board-days';
import { overlaps, rideWindow, type RideWindow } from '@/domain/planning/ride-window';
import { isAssignable } from '@/domain/transport/assignment';
import type { Transport } from '@/domain/transport/transport.schema';
import { isTerminal, isWaiting } from '@/domain/transport/transport-status';

/** Issue 23 item 3: the planning board, one row per driver or per vehicle, one column per day. */
export type BoardAxis = 'driver' | 'vehicle';

export interface BoardRow {
  id: string;
  label: string;
}

/** A ride's window drawn in one day column: its position and width as fractions of that day. */
export interface BoardBlock<T> {
  ride: T;
  window: RideWindow;
  dayIndex: number;
  left: number;
  width: number;
}

export interface Board<T> {
  days: BoardDay[];
  rows: { row: BoardRow; blocks: BoardBlock<T>[] }[];
  /** Accepted rides of the period without a driver yet: the side list to drag from. */
  unassigned: T[];
}

export type PlannedRide = Pick<
  Transport,
  | 'id'
  | 'transport_id'
  | 'etat'
  | 'type_transport'
  | 'date_transport'
  | 'adresse_depart'
  | 'adresse_arrivee'
  | 'assigned_driver'
  | 'assigned_vehicle'
>;

/** A ride the company holds on its schedule: taken, not finished nor cancelled. */
export const occupiesSchedule = (ride: Pick<Transport, 'etat'>): boolean =>
  !isWaiting(ride.etat) && !isTerminal(ride.etat);

/** The rows a ride sits on: its driver and its équipier, or its vehicle. */
export function rowIdsOf(ride: PlannedRide, axis: BoardAxis): string[] {
  if (axis === 'vehicle') return ride.assigned_vehicle ? [ride.assigned_vehicle.id] : [];
  const ids = ride.assigned_driver ? [ride.assigned_driver.uid] : [];
  if (ride.assigned_driver?.equipier) ids.push(ride.assigned_driver.equipier.uid);
  return ids;
}

function blocksOf<T extends PlannedRide>(ride: T, days: readonly BoardDay[]): BoardBlock<T>[] {
  const window = rideWindow(ride);
  const blocks: BoardBlock<T>[] = [];
  days.forEach((day, dayIndex) => {
    if (!overlaps(window, day)) return;
    const length = day.end - day.start;
    const from = Math.max(window.start, day.start);
    const to = Math.min(window.end, day.end);
    blocks.push({
      ride,
      window,
      dayIndex,
      left: (from - day.start) / length,
      width: (to - from) / length,
    });
  });
  return blocks;
}

/**
 * The board of a period: each row's rides in time order (a ride spanning midnight shows in both days), and the
 * accepted rides still without a driver. A ride assigned to someone not listed (a member removed since) shows on
 * no row: the side list does not take it back, its ride page does.
 */
export function buildBoard<T extends PlannedRide>(input: {
  rides: readonly T[];
  rows: readonly BoardRow[];
  axis: BoardAxis;
  days: readonly BoardDay[];
}): Board<T> {
  const { rides, rows, axis, days } = input;
  const period: RideWindow = { start: days[0]?.start ?? 0, end: days.at(-1)?.end ?? 0 };
  const byRow = new Map<string, BoardBlock<T>[]>(rows.map((row) => [row.id, []]));
  const unassigned: T[] = [];
  const sorted = [...rides].sort((a, b) => a.date_transport - b.date_transport);
  for (const ride of sorted) {
    if (!occupiesSchedule(ride) || !overlaps(rideWindow(ride), period)) continue;
    if (ride.assigned_driver === null) {
      if (isAssignable(ride.etat)) unassigned.push(ride);
      continue;
    }
    for (const id of rowIdsOf(ride, axis)) byRow.get(id)?.push(...blocksOf(ride, days));
  }
  return {
    days: [...days],
    rows: rows.map((row) => ({ row, blocks: byRow.get(row.id) ?? [] })),
    unassigned,
  };
}
