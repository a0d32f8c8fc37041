/** Microseconds since the Unix epoch: Firestore's commit-time precision (fits a double safely). */
export type Micros = number;

export interface TimestampObject {
  seconds: number;
  nanos: number;
}

/**
 * Strictly increasing µs clock shared by commits and read times, so that document versions never
 * repeat (the SDK ignores a watch update whose version equals the cached one) and read times never
 * go backwards (the SDK asserts on that).
 */
export class MonotonicClock {
  private last = 0;

  next(): Micros {
    const now = Math.floor((performance.timeOrigin + performance.now()) * 1000);
    this.last = Math.max(now, this.last + 1);
    return this.last;
  }
}

export const microsToTimestamp = (micros: Micros): TimestampObject => ({
  seconds: Math.floor(micros / 1_000_000),
  nanos: (micros % 1_000_000) * 1000,
});

export const timestampToMicros = (ts: TimestampObject): Micros =>
  ts.seconds * 1_000_000 + Math.floor(ts.nanos / 1000);

export const microsToDate = (micros: Micros): Date => new Date(Math.floor(micros / 1000));
