import type { Position } from '@/domain/transport/geo';

/** How long a tap may wait for a fix: a basement never answers, and the tap must still be recorded. */
export const POSITION_TIMEOUT_MS = 3_000;
/** A fix up to a minute old is good enough and comes back at once, without waking the GPS. */
export const POSITION_MAX_AGE_MS = 60_000;

/** The part of `navigator.geolocation` used here, so tests can hand in a fake. */
export type GeolocationSource = Pick<Geolocation, 'getCurrentPosition'>;

function browserSource(): GeolocationSource | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

/**
 * A browser fix as the domain keeps it. `capturedAt` is when the phone took the fix, not when we read it: with
 * maximumAge the browser may hand back a cached fix, and a tap reuses the last one at hand.
 */
export function positionOf({ coords, timestamp }: GeolocationPosition): Position {
  const position = { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy };
  const capturedAt = Math.round(timestamp);
  return Number.isSafeInteger(capturedAt) && capturedAt > 0
    ? { ...position, capturedAt }
    : position;
}

/**
 * The device's position, or null when unavailable (no GPS, permission denied, error or timeout). Never rejects.
 * Our own timer bounds the wait too: the browser's `timeout` does not count the time a permission prompt stays open.
 */
export function readCurrentPosition(
  timeoutMs: number,
  source: GeolocationSource | null = browserSource(),
): Promise<Position | null> {
  if (source === null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const settle = (position: Position | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      source.getCurrentPosition(
        (fix) => settle(positionOf(fix)),
        () => settle(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      settle(null);
    }
  });
}

/** The seam the driver screen calls; tests replace it with `vi.spyOn(geolocation, 'currentPosition')`. */
export const geolocation = {
  currentPosition: (timeoutMs: number = POSITION_TIMEOUT_MS) => readCurrentPosition(timeoutMs),
};

export interface PositionTracker {
  /** The freshest fix younger than POSITION_MAX_AGE_MS, or null: read at once, never waited for. */
  latest(): Position | null;
  /** Asks for a new fix in the background; the next tap uses it once it arrives. */
  refresh(): void;
}

/**
 * Keeps the last fix at hand so a tap is recorded the instant the finger lands. Waiting for the GPS inside the
 * tap lost it when the app was closed during the wait (the e2e « Terminer » then reload showed it).
 */
export function createPositionTracker(now: () => number = Date.now): PositionTracker {
  let fix: { position: Position; at: number } | null = null;
  let pending = false;
  return {
    latest: () => (fix && now() - fix.at <= POSITION_MAX_AGE_MS ? fix.position : null),
    refresh: () => {
      if (pending) return;
      pending = true;
      void geolocation
        .currentPosition()
        .catch(() => null)
        .then((position) => {
          pending = false;
          if (position) fix = { position, at: now() };
        });
    },
  };
}
