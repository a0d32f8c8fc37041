import type { Clock } from '@/domain/shared/clock';
import {
  compareServerTimestamps,
  millisToServerTimestamp,
  serverTimestampToMillis,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';
import type { ServerDb } from '@/data/demo-server/server-db';

const LAST_ISSUED_KEY = 'lastServerTs';
const NANOS_PER_SECOND = 1_000_000_000;
/** Firestore stores microseconds: a repeated clock reading moves on by one microsecond, as a real commit would. */
export const SERVER_TICK_NANOS = 1_000;

/**
 * The next server time: the clock when it moved forward, otherwise one tick after the last one issued. Pull
 * checkpoints rely on (syncTs, id) never going back, even when the device clock repeats or is set back.
 */
export function nextServerTimestamp(
  last: ServerTimestamp | null,
  nowMillis: number,
): ServerTimestamp {
  const now = millisToServerTimestamp(Math.floor(nowMillis));
  if (last === null || compareServerTimestamps(now, last) > 0) return now;
  const nanoseconds = last.nanoseconds + SERVER_TICK_NANOS;
  return nanoseconds >= NANOS_PER_SECOND
    ? { seconds: last.seconds + 1, nanoseconds: nanoseconds - NANOS_PER_SECOND }
    : { seconds: last.seconds, nanoseconds };
}

function readTimestamp(value: unknown): ServerTimestamp | null {
  if (typeof value !== 'object' || value === null) return null;
  const { seconds, nanoseconds } = value as Partial<ServerTimestamp>;
  return typeof seconds === 'number' && typeof nanoseconds === 'number'
    ? { seconds, nanoseconds }
    : null;
}

/**
 * Issues a server time. Must run inside a rw transaction that includes `meta`, so tabs writing at the same
 * moment are serialised by IndexedDB and never get the same time for different writes.
 */
export async function issueServerTime(db: ServerDb, clock: Clock): Promise<ServerTimestamp> {
  const row = await db.meta.get(LAST_ISSUED_KEY);
  const next = nextServerTimestamp(readTimestamp(row?.value), clock.now());
  await db.meta.put({ key: LAST_ISSUED_KEY, value: next });
  return next;
}

/**
 * The server time of one push, issued when the server module first asks for it (inside the push's rw transaction)
 * and kept for its writes.
 */
export function serverTimeOnDemand(db: ServerDb, clock: Clock) {
  let syncTs: ServerTimestamp | null = null;
  return {
    serverTime: async () => {
      syncTs = await issueServerTime(db, clock);
      return serverTimestampToMillis(syncTs);
    },
    /** The time issued for this push (one is issued now if the push never asked). */
    issued: async () => syncTs ?? (await issueServerTime(db, clock)),
  };
}
