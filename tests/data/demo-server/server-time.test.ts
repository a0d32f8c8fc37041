import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextServerTimestamp, SERVER_TICK_NANOS } from '@/data/demo-server/server-time';
import {
  compareServerTimestamps,
  millisToServerTimestamp,
  type ServerTimestamp,
} from '@/domain/sync/server-timestamp';

describe('[DT1] le temps serveur de démonstration ne recule jamais', () => {
  it('[DT1] suit l’horloge quand elle avance', () => {
    const last = millisToServerTimestamp(1_000);
    expect(nextServerTimestamp(last, 1_001)).toEqual(millisToServerTimestamp(1_001));
    expect(nextServerTimestamp(null, 5_250)).toEqual({ seconds: 5, nanoseconds: 250_000_000 });
  });

  it('[DT1] une horloge qui se répète avance d’une microseconde, comme un commit Firestore', () => {
    const last = millisToServerTimestamp(1_000);
    expect(nextServerTimestamp(last, 1_000)).toEqual({
      seconds: 1,
      nanoseconds: SERVER_TICK_NANOS,
    });
  });

  it('[DT1] la retenue passe à la seconde suivante', () => {
    expect(nextServerTimestamp({ seconds: 7, nanoseconds: 999_999_500 }, 0)).toEqual({
      seconds: 8,
      nanoseconds: 500,
    });
  });

  it('[DT1] strictement croissant pour toute suite de lectures d’horloge (même reculant)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 60 }),
        (clock) => {
          let last: ServerTimestamp | null = null;
          for (const reading of clock) {
            const next = nextServerTimestamp(last, reading);
            if (last !== null) expect(compareServerTimestamps(next, last)).toBeGreaterThan(0);
            expect(next.nanoseconds).toBeLessThan(1_000_000_000);
            last = next;
          }
        },
      ),
    );
  });
});
