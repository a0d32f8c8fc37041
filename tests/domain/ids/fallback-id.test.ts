import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '@/domain/shared/clock';
import {
  fallbackPatientId,
  fallbackTransportId,
  isFallbackId,
  isFallbackPatientId,
} from '@/domain/ids/fallback-id';
import { randomChars, UPPER_ALPHANUMERIC } from '@/domain/ids/random-chars';

const NOW = Date.UTC(2026, 10, 22, 13, 0, 0);
const TIME_PART = NOW.toString(36).toUpperCase();

describe('[ID6] fallback ids: prefix + base-36 clock + random upper-case alphanumerics', () => {
  it('[ID6] transport: TRA- + time + 6 characters', () => {
    expect(fallbackTransportId(fixedClock(NOW), () => 0)).toBe(`TRA-${TIME_PART}000000`);
  });

  it('[ID6] patient: PAT- + time + 8 characters', () => {
    expect(fallbackPatientId(fixedClock(NOW), () => 0.999999)).toBe(`PAT-${TIME_PART}ZZZZZZZZ`);
  });

  it('[ID6] a source returning exactly 1 still yields a valid character', () => {
    expect(randomChars(() => 1, 3, UPPER_ALPHANUMERIC)).toBe('ZZZ');
  });

  it('[ID6] property: any clock and randomness give a recognisable fallback id', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 4_102_444_800_000 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 8 }),
        (now, draws) => {
          let i = 0;
          const random = () => draws[i++ % draws.length]!;
          const transport = fallbackTransportId(fixedClock(now), random);
          const patient = fallbackPatientId(fixedClock(now), random);
          expect(transport).toMatch(/^TRA-[0-9A-Z]+$/);
          expect(transport).toHaveLength(4 + now.toString(36).length + 6);
          expect(patient).toHaveLength(4 + now.toString(36).length + 8);
          expect(isFallbackId(transport)).toBe(true);
          expect(isFallbackId(patient)).toBe(true);
          expect(isFallbackPatientId(patient)).toBe(true);
          expect(isFallbackPatientId(transport)).toBe(false);
        },
      ),
    );
  });
});

describe('[ID7] isFallbackId tells local fallbacks from counter ids', () => {
  it.each([
    ['TRA-MI9ZK0A1B2C3', true],
    ['PAT-MI9ZK0A1B2C3D4', true],
    ['TRA-ABCDEF', false],
    ['PAT-ABCDEFGH', false],
    ['tr_ambu_00001', false],
    ['patient_0001', false],
    ['tra-mi9zk0a1b2c3', false],
    ['XYZ-MI9ZK0A1B2C3', false],
  ])('[ID7] %s → %s', (id, expected) => {
    expect(isFallbackId(id)).toBe(expected);
  });
});

describe('[ID8] isFallbackPatientId tells a patient the server has not numbered yet', () => {
  it.each([
    ['PAT-MI9ZK0A1B2C3D4', true],
    ['TRA-MI9ZK0A1B2C3', false],
    ['patient_0001', false],
    ['PAT-ABCDEFGH', false],
  ])('[ID8] %s → %s', (id, expected) => {
    expect(isFallbackPatientId(id)).toBe(expected);
  });
});
