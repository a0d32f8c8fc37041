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

export function millisToServerTimestamp(millis: number, extraNanos = 0): ServerTimestamp {
  const seconds = Math.floor(millis / 1000);
  return { seconds, nanoseconds: (millis - seconds * 1000) * 1_000_000 + extraNanos };
}

export function serverTimestampToMillis(ts: ServerTimestamp): number {
  return ts.seconds * 1000 + Math.floor(ts.nanoseconds / 1_000_000);
}
