import {
  compareServerTimestamps,
  type Checkpoint,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';

/**
 * Issue 13: a chauffeur's messages are pulled from one checkpoint, like every collection. A ride assigned to them
 * after that checkpoint moved would never bring its earlier conversation — what the clinic told the company before
 * the assignment (« patient au hall B, fauteuil »), the note a driver needs most. So when the server's assigned set
 * names a ride this device has not seen assigned, the messages pull starts over once: messages are stored by id, a
 * second copy changes nothing, and a chauffeur's pull covers only their own rides' threads.
 */
export function newlyAssigned(
  known: readonly string[] | null,
  assigned: readonly string[],
): string[] {
  const seen = new Set(known ?? []);
  return [...new Set(assigned)].filter((id) => !seen.has(id));
}

/** What a chauffeur's pull knows of one of their rides: whether it ended, and its server time. */
export interface RideThread {
  id: string;
  ended: boolean;
  updatedAt: ServerTimestamp | null;
}

/**
 * A chauffeur's messages are pulled one ride at a time (the rules prove no wider query). A ride that ended before
 * the checkpoint holds nothing new — a message is only written on a running ride (message-decision.ts), so its
 * last one is older than the end — and its thread is not asked again. From the start, every thread is.
 */
export function threadsToPull(rides: readonly RideThread[], after: Checkpoint | null): string[] {
  const asked = rides.filter(
    (ride) =>
      after === null ||
      !ride.ended ||
      ride.updatedAt === null ||
      compareServerTimestamps(ride.updatedAt, after.ts) >= 0,
  );
  return [...new Set(asked.map((ride) => ride.id))];
}
