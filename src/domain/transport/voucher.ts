import type { HistoryEntry } from './history-entry.schema';
import type { TransportStatus } from './transport-status';

/** The moments a bon de transport states, in ride order, and their French labels. */
export const VOUCHER_MOMENTS = [
  ['en_route_pickup', 'Départ vers le patient'],
  ['arrived_pickup', 'Arrivée chez le patient'],
  ['patient_loaded', 'Prise en charge du patient'],
  ['arrived_destination', 'Arrivée à destination'],
  ['completed', 'Fin du transport'],
] as const satisfies readonly (readonly [TransportStatus, string])[];

/**
 * Issue 22: the times of a ride as its history says them, for the bon de transport: the last applied entry of each
 * moment (a reassignment may repeat one), at the server's time when known. Null: not reached.
 */
export function voucherTimes(
  history: readonly HistoryEntry[],
): { label: string; at: number | null }[] {
  return VOUCHER_MOMENTS.map(([state, label]) => {
    const entries = history.filter((entry) => entry.applied && entry.etat === state);
    const last = entries[entries.length - 1];
    return { label, at: last ? (last.server_timestamp ?? last.timestamp) : null };
  });
}
