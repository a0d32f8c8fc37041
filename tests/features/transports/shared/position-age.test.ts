import { describe, expect, it } from 'vitest';
import {
  positionAgeMs,
  positionAgeSeconds,
  STALE_POSITION_MS,
  stalePositionNote,
} from '@/features/transports/shared/position-age';
import { historyEntry, parisTime } from './history-fixtures';

const TAP = parisTime(14, 2);
const tappedWithFixAged = (ageMs: number) =>
  historyEntry({ timestamp: TAP, position: { lat: 45.76, lng: 4.84, capturedAt: TAP - ageMs } });

describe('[TH6] how old the GPS fix was at the tap', () => {
  it('is unknown without a position or without its capture time', () => {
    expect(positionAgeMs(historyEntry())).toBeNull();
    expect(positionAgeSeconds(historyEntry({ position: { lat: 1, lng: 2 } }))).toBeNull();
    expect(stalePositionNote(historyEntry({ position: { lat: 1, lng: 2 } }))).toBeNull();
  });

  it('is counted in seconds for the export', () => {
    expect(positionAgeSeconds(tappedWithFixAged(183_400))).toBe(183);
  });

  it('is said only beyond two minutes', () => {
    expect(STALE_POSITION_MS).toBe(120_000);
    expect(stalePositionNote(tappedWithFixAged(STALE_POSITION_MS))).toBeNull();
    expect(stalePositionNote(tappedWithFixAged(3 * 60_000))).toBe('Position relevée 3 min avant');
    expect(stalePositionNote(tappedWithFixAged(65 * 60_000))).toBe('Position relevée 1 h 05 avant');
    expect(stalePositionNote(tappedWithFixAged(120 * 60_000))).toBe('Position relevée 2 h avant');
  });
});
