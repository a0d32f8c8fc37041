import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  positionOf,
  POSITION_MAX_AGE_MS,
  readCurrentPosition,
  type GeolocationSource,
} from '@/features/transports/driver/geolocation';

type Call = Parameters<GeolocationSource['getCurrentPosition']>;

/** A fake GPS that answers the way the test tells it to. */
function fakeSource(answer: (...args: Call) => void): GeolocationSource & { calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    getCurrentPosition: (...args: Call) => {
      calls.push(args);
      answer(...args);
    },
  };
}

const fix = { coords: { latitude: 45.76, longitude: 4.84, accuracy: 30 } } as GeolocationPosition;

afterEach(() => vi.useRealTimers());

describe('[GEO1] readCurrentPosition never blocks and never throws', () => {
  it('[GEO1a] maps a fix to { lat, lng, accuracy } and asks for a recent, bounded fix', async () => {
    const source = fakeSource((success) => success(fix));
    await expect(readCurrentPosition(3_000, source)).resolves.toEqual({
      lat: 45.76,
      lng: 4.84,
      accuracy: 30,
    });
    expect(source.calls[0]?.[2]).toMatchObject({ timeout: 3_000, maximumAge: POSITION_MAX_AGE_MS });
    expect(POSITION_MAX_AGE_MS).toBe(60_000);
  });

  it('[GEO1b] answers null on a GPS error (permission denied, no fix)', async () => {
    const source = fakeSource((_success, error) =>
      error?.({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    await expect(readCurrentPosition(3_000, source)).resolves.toBeNull();
  });

  it('[GEO1c] answers null after the timeout when the GPS never answers (a permission prompt left open)', async () => {
    vi.useFakeTimers();
    const pending = readCurrentPosition(
      3_000,
      fakeSource(() => undefined),
    );
    vi.advanceTimersByTime(2_999);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(pending).resolves.toBeNull();
  });

  it('[GEO1d] answers null without a GPS, or when the browser throws', async () => {
    await expect(readCurrentPosition(3_000, null)).resolves.toBeNull();
    const throwing = fakeSource(() => {
      throw new Error('SecurityError');
    });
    await expect(readCurrentPosition(3_000, throwing)).resolves.toBeNull();
  });

  it('[GEO1e] keeps the first answer when the GPS answers twice', async () => {
    const source = fakeSource((success, error) => {
      success(fix);
      error?.({ code: 3, message: 'timeout' } as GeolocationPositionError);
    });
    await expect(readCurrentPosition(3_000, source)).resolves.toMatchObject({ lat: 45.76 });
  });
});

describe('[GEO2] a fix keeps the time the phone took it', () => {
  const coords = { latitude: 45.76, longitude: 4.84, accuracy: 30 };

  it('[GEO2a] capturedAt is the fix’s own timestamp (a cached fix is older than the read)', async () => {
    const cached = { coords, timestamp: 1_795_341_600_000.4 } as GeolocationPosition;
    const source = fakeSource((success) => success(cached));
    await expect(readCurrentPosition(3_000, source)).resolves.toEqual({
      lat: 45.76,
      lng: 4.84,
      accuracy: 30,
      capturedAt: 1_795_341_600_000,
    });
  });

  it('[GEO2b] an unusable timestamp is left out, never stored as undefined', () => {
    for (const timestamp of [0, Number.NaN, undefined]) {
      const position = positionOf({ coords, timestamp } as GeolocationPosition);
      expect(Object.keys(position)).toEqual(['lat', 'lng', 'accuracy']);
    }
  });
});
