import type { Coordinates } from '@/domain/transport/geo';

/**
 * The device's position for a one-off question (« where is our base? »), or null when the browser has no
 * geolocation, the user refuses, or no fix comes within the wait. Never rejects. (The driver's status taps keep
 * their own tracker: they reuse a recent fix and must never wait.)
 */
export function readDevicePosition(timeoutMs: number): Promise<Coordinates | null> {
  const source = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
  if (!source) return Promise.resolve(null);
  return new Promise((resolve) => {
    // Our own timer: the browser's timeout does not count the time a permission prompt stays open.
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const settle = (position: Coordinates | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      source.getCurrentPosition(
        ({ coords }) => settle({ lat: coords.latitude, lng: coords.longitude }),
        () => settle(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
      );
    } catch {
      settle(null);
    }
  });
}

/** The seam pages call; tests replace it with `vi.spyOn(devicePosition, 'current')`. */
export const devicePosition = {
  current: (timeoutMs = 10_000) => readDevicePosition(timeoutMs),
};
