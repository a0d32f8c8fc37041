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
 * operation per ride, each judged by the domain exactly as a single tap, all written in one transaction (a series
 * of 24 is recorded at once, not ride after ride between the sync engine's writes); the refusals are kept, in French.
 */
export async function moveAll(
  data: UserData,
  rides: readonly Transport[],
  status: TransportStatus,
  reason?: string,
): Promise<BatchOutcome> {
  const tap = reason === undefined ? { status } : { status, reason };
  const failAll = (why: string): BatchOutcome => ({
    recorded: 0,
    failures: rides.map((ride) => ({ transportId: ride.id, label: rideLabel(ride), reason: why })),
  });
  let results;
  try {
    results = await data.actEach(
      rides.map((ride) => statusOperation(ride.id, tap, deskTapContext(data))),
    );
  } catch (error) {
    // One transaction: when the device could not write it, nothing of the batch was recorded.
    return failAll(actionErrorMessage(error, UNSAVED));
  }
  const outcome: BatchOutcome = { recorded: 0, failures: [] };
  results.forEach((result, index) => {
    const ride = rides[index]!;
    if (result.ok) outcome.recorded += 1;
    else
      outcome.failures.push({
        transportId: ride.id,
        label: rideLabel(ride),
        reason: result.refusal.reason,
      });
  });
  return outcome;
}
