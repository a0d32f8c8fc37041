import { describe, expect, it } from 'vitest';
import { positionShape, readPosition } from '@/domain/transport/geo';

const FIX_TIME = 1_700_000_000_000;

describe('[POS1] the capture time of a GPS fix', () => {
  it.each([
    [
      { lat: 1, lng: 2, accuracy: 5, capturedAt: FIX_TIME },
      { lat: 1, lng: 2, accuracy: 5, capturedAt: FIX_TIME },
    ],
    [
      { lat: 1, lng: 2, capturedAt: FIX_TIME },
      { lat: 1, lng: 2, capturedAt: FIX_TIME },
    ],
    [
      { lat: 1, lng: 2, capturedAt: 0 },
      { lat: 1, lng: 2 },
    ],
    [
      { lat: 1, lng: 2, capturedAt: 1.5 },
      { lat: 1, lng: 2 },
    ],
    [
      { lat: 1, lng: 2, capturedAt: String(FIX_TIME) },
      { lat: 1, lng: 2 },
    ],
    [
      { lat: 1, lng: 2, capturedAt: Number.NaN },
      { lat: 1, lng: 2 },
    ],
  ])('[POS1] readPosition(%j) → %j', (raw, expected) => {
    expect(readPosition(raw)).toEqual(expected);
  });

  it('[POS1] never yields an undefined key (Firestore refuses them)', () => {
    const read = readPosition({ lat: 1, lng: 2, accuracy: undefined, capturedAt: undefined });
    expect(Object.keys(read ?? {})).toEqual(['lat', 'lng']);
  });

  it('[POS1] the outbox shape accepts a capture time, refuses an unreadable one, and needs none', () => {
    expect(positionShape.parse({ lat: 1, lng: 2, capturedAt: FIX_TIME }).capturedAt).toBe(FIX_TIME);
    expect(positionShape.safeParse({ lat: 1, lng: 2, capturedAt: -1 }).success).toBe(false);
    expect(positionShape.parse({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
  });
});
