import type { UserData } from '@/data/local/user-data';
import type { BatchOutcome } from '@/domain/transport/series-rides';
import { seriesPlace } from '@/domain/transport/ride-links';
import type { Transport } from '@/domain/transport/transport.schema';
import type { TransportStatus } from '@/domain/transport/transport-status';
import { deskTapContext, statusOperation } from '@/features/transports/driver/status-operation';
import { actionErrorMessage } from './action-error';

const UNSAVED = 'L’action n’a pas pu être enregistrée sur l’appareil.';

/** How a ride is named in a list of failures: « Séance 3 sur 12 (retour) », else its date. */
export function rideLabel(ride: Transport): string {
  const place = seriesPlace(ride);
  const leg = ride.trip_leg === null ? '' : ` (${ride.trip_leg})`;
  return (place ?? 'Transport') + leg;
}

/**
 * Issue 22: the same move on several rides (accept a whole series, cancel the remaining sessions): one outbox
 * operation per ride, each judged by the domain exactly as a single tap; the refusals are kept, in French.
 */
export async function moveAll(
  data: UserData,
  rides: readonly Transport[],
  status: TransportStatus,
  reason?: string,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { recorded: 0, failures: [] };
  for (const ride of rides) {
    const context = deskTapContext(data);
    try {
      const tap = reason === undefined ? { status } : { status, reason };
      const result = await data.act(statusOperation(ride.id, tap, context));
      if (result.ok) outcome.recorded += 1;
      else
        outcome.failures.push({
          transportId: ride.id,
          label: rideLabel(ride),
          reason: result.refusal.reason,
        });
    } catch (error) {
      outcome.failures.push({
        transportId: ride.id,
        label: rideLabel(ride),
        reason: actionErrorMessage(error, UNSAVED),
      });
    }
  }
  return outcome;
}
