import { describe, expect, it } from 'vitest';
import { timeGapNote } from '@/features/transports/shared/history-times';

// 22/11/2026, Paris is UTC+1.
const at = (hour: number, minute: number, day = 22) => Date.UTC(2026, 10, day, hour - 1, minute);

describe('[TH1] device time and server time', () => {
  it('says both when they differ by more than a minute', () => {
    expect(timeGapNote({ timestamp: at(14, 2), server_timestamp: at(14, 37) }, false)).toBe(
      'enregistré hors ligne à 14:02, reçu à 14:37',
    );
  });

  it('adds the day when the two times fall on different days', () => {
    expect(timeGapNote({ timestamp: at(23, 50, 21), server_timestamp: at(0, 10) }, false)).toBe(
      'enregistré hors ligne le 21/11/2026 à 23:50, reçu le 22/11/2026 à 00:10',
    );
  });

  it('stays silent within a minute, without server time, or while the change is pending', () => {
    expect(timeGapNote({ timestamp: at(14, 2), server_timestamp: at(14, 3) }, false)).toBeNull();
    expect(timeGapNote({ timestamp: at(14, 2), server_timestamp: null }, false)).toBeNull();
    expect(timeGapNote({ timestamp: at(14, 2), server_timestamp: at(15, 0) }, true)).toBeNull();
  });

  it('names a device clock running ahead rather than calling it offline', () => {
    expect(timeGapNote({ timestamp: at(14, 40), server_timestamp: at(14, 2) }, false)).toMatch(
      /^heure de l’appareil à 14:40, heure du serveur à 14:02/,
    );
  });
});
