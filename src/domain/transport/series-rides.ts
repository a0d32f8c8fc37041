import type { EpochMillis } from '@/domain/shared/timestamp';
import type { StatusUpdate } from '@/domain/transport/status-update';
import { checkTransition } from '@/domain/transport/transitions';
import type { Transport } from '@/domain/transport/transport.schema';

type Actor = StatusUpdate['actor'];
type Linked = Pick<Transport, 'series_index' | 'trip_leg' | 'date_transport' | 'id'>;

/** Session by session, the aller before its retour, then by date (a stable order for lists and tests). */
export function seriesOrder(a: Linked, b: Linked): number {
  return (
    (a.series_index ?? 0) - (b.series_index ?? 0) ||
    Number(a.trip_leg === 'retour') - Number(b.trip_leg === 'retour') ||
    a.date_transport - b.date_transport ||
    a.id.localeCompare(b.id)
  );
}

/** The rides among `rides` this actor may move to `status` now, by the same decision as one ride's button. */
export const movableTo = (
  rides: readonly Transport[],
  status: StatusUpdate['status'],
  actor: Actor,
  now: EpochMillis,
): Transport[] => rides.filter((ride) => checkTransition(ride, { status, actor }, now).ok);

/**
 * « Annuler les séances restantes » from `from`: this session and the later ones (both legs) the actor may still
 * cancel; sessions already done, cancelled or under way stay as they are.
 */
export function remainingSessions(
  series: readonly Transport[],
  from: Pick<Transport, 'series_index'>,
  actor: Actor,
  now: EpochMillis,
): Transport[] {
  const start = from.series_index ?? 1;
  const later = series.filter((ride) => (ride.series_index ?? 0) >= start);
  return movableTo(later, 'cancelled', actor, now).sort(seriesOrder);
}

/** The other leg of an aller-retour among the rides at hand, when each names the other. */
export function partnerRide(ride: Transport, rides: readonly Transport[]): Transport | null {
  if (ride.partner_id === null || ride.trip_leg === null) return null;
  const partner = rides.find((other) => other.id === ride.partner_id);
  return partner && partner.partner_id === ride.id && partner.trip_leg !== ride.trip_leg
    ? partner
    : null;
}

/** What a batch of moves came to: how many were recorded, and each refusal in French with its ride. */
export interface BatchOutcome {
  recorded: number;
  failures: { transportId: string; label: string; reason: string }[];
}

/** « 22 transports acceptés ; 2 n’ont pas pu l’être : … » — the French summary of a batch. */
export function batchSummary(outcome: BatchOutcome, verb: 'acceptés' | 'annulés'): string {
  const done = `${outcome.recorded} transport${outcome.recorded > 1 ? 's' : ''} ${
    outcome.recorded > 1 ? verb : verb.slice(0, -1)
  }`;
  if (outcome.failures.length === 0) return done;
  const failed = outcome.failures.length;
  return `${done} ; ${failed} n’${failed > 1 ? 'ont' : 'a'} pas pu l’être.`;
}
