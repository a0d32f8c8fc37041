import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import type { EpochMillis } from '@/domain/shared/timestamp';
import type { Transport } from '@/domain/transport/transport.schema';

/** How far ahead of the server a device's clock may run: a tap is never later than request.time + this. */
export const DEVICE_CLOCK_SKEW_MS = 2 * MILLIS_PER_MINUTE;

/**
 * The device time of a tap as a history entry keeps it (issue 21): data, never authority, so it is held within what
 * the server can vouch for — not before the ride's creation, not after the server's time. A move that changes the
 * ride also follows the previous entry (a completion cannot be back-dated before the pickup); a refused tap keeps
 * the moment it was really made, before the change that refused it. A tap queued offline keeps its time when it
 * fits; one that does not reads as the nearest bound. firestore.rules hold every appended entry to the same bounds.
 */
export function tapTimeFor(
  transport: Pick<Transport, 'created_at' | 'historique_etats'>,
  deviceTime: EpochMillis,
  serverTime: EpochMillis,
  kind: 'move' | 'refused',
): EpochMillis {
  const previous = kind === 'move' ? (transport.historique_etats.at(-1)?.timestamp ?? 0) : 0;
  const floor = Math.max(transport.created_at, previous);
  return Math.min(Math.max(deviceTime, floor), Math.max(serverTime, floor));
}
