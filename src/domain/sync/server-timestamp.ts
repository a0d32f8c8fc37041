/**
 * Server time at full precision. Firestore keeps microseconds, so checkpoints compare seconds and nanoseconds,
 * never milliseconds (research/sync.md: the ISO-checkpoint precision trap).
 */
export interface ServerTimestamp {
  seconds: number;
  nanoseconds: number;
}

/** Pull position: documents are ordered by (syncTs, id); the next page starts strictly after this pair. */
export interface Checkpoint {
  ts: ServerTimestamp;
  id: string;
  /**
   * Issue 23, a company's transports only: the server time (ms) up to which the zone's later steps were asked. A
   * step opening writes nothing, so the next pull asks for the steps opened after it besides what changed after
   * the position: never the whole set again.
   */
  zoneAsOf?: number;
}

export function compareServerTimestamps(a: ServerTimestamp, b: ServerTimestamp): number {
  return a.seconds - b.seconds || a.nanoseconds - b.nanoseconds;
}

/** Total order of pull positions: by time, then by document id (the tie-break that makes paging complete). */
export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const byTime = compareServerTimestamps(a.ts, b.ts);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** True when `position` comes strictly after `checkpoint` (a null checkpoint is before everything). */
export function isAfterCheckpoint(position: Checkpoint, checkpoint: Checkpoint | null): boolean {
  return checkpoint === null || compareCheckpoints(position, checkpoint) > 0;
}

/**
 * Whether `next` is worth storing over `stored`: a later position, or the same one asked of the zone up to another
 * time (each page's pair holds on its own, so an earlier time is only read again, never lost).
 */
export function checkpointMoved(next: Checkpoint, stored: Checkpoint | null): boolean {
  if (isAfterCheckpoint(next, stored)) return true;
  return (
    stored !== null && compareCheckpoints(next, stored) === 0 && next.zoneAsOf !== stored.zoneAsOf
  );
}

export function millisToServerTimestamp(millis: number, extraNanos = 0): ServerTimestamp {
  const seconds = Math.floor(millis / 1000);
  return { seconds, nanoseconds: (millis - seconds * 1000) * 1_000_000 + extraNanos };
}

export function serverTimestampToMillis(ts: ServerTimestamp): number {
  return ts.seconds * 1000 + Math.floor(ts.nanoseconds / 1_000_000);
}
