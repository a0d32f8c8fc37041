import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESCALATION_DELAYS_MIN,
  companiesReached,
  escalationDelaysOf,
  escalationStepText,
  escalationSteps,
  openedSteps,
  pickupDistanceKm,
  reachAt,
  reachedAt,
  reachesCompany,
  WIDENING_LOOKBACK_MS,
  WIDENING_MARGIN_MS,
  widenedBetween,
  widenedSince,
} from '@/domain/award/escalation-schedule';
import { distanceKm } from '@/domain/transport/nearby';
import type { Priority } from '@/domain/transport/priority';

// 27/11/2026 09:02 in Paris (UTC+1 in winter), as the server stamped created_at.
const CREATED = Date.UTC(2026, 10, 27, 8, 2);
const MIN = 60_000;
const ride = (priorite: Priority) => ({ created_at: CREATED, priorite });
const D = DEFAULT_ESCALATION_DELAYS_MIN;

describe('[ESC1] escalation steps from the server’s created_at and the clinic’s delays', () => {
  it.each([
    // priority, server now (minutes after creation), expected radius (null: no limit), expected step index
    ['critique', 0, 20, 0],
    ['critique', 4.99, 20, 0],
    ['critique', 5, 40, 1],
    ['critique', 10, 80, 2],
    ['critique', 15, 160, 3],
    ['critique', 20, null, 4],
    ['critique', 24 * 60, null, 4],
    ['urgent', 14, 20, 0],
    ['urgent', 15, 40, 1],
    ['urgent', 30, 80, 2],
    ['urgent', 59, 160, 3],
    ['urgent', 60, null, 4],
    ['normale', 119, 20, 0],
    ['normale', 120, 40, 1],
    ['normale', 240, 80, 2],
    ['normale', 480, null, 4],
  ] as const)('[ESC1] %s à +%s min : zone %s km (étape %s)', (priority, minutes, radius, index) => {
    const step = reachAt(ride(priority), CREATED + minutes * MIN, D);
    expect(step.radiusKm).toBe(radius);
    expect(step.index).toBe(index);
  });

  it('[ESC1] before creation (server clock behind), the first step is open', () => {
    expect(reachAt(ride('critique'), CREATED - MIN, D).index).toBe(0);
  });

  it('[ESC1] the steps are capped: four radii then no limit, none after', () => {
    const steps = escalationSteps(ride('critique'), D);
    expect(steps.map((s) => s.radiusKm)).toEqual([20, 40, 80, 160, null]);
    expect(steps.map((s) => (s.at - CREATED) / MIN)).toEqual([0, 5, 10, 15, 20]);
    expect(openedSteps(ride('critique'), CREATED + 11 * MIN, D)).toHaveLength(3);
  });

  it('[ESC1] the clinic’s own delay (1 min for a critique request)', () => {
    const delays = escalationDelaysOf({ critique: 1 });
    expect(delays).toEqual({ critique: 1, urgent: 15, normale: 120 });
    expect(reachAt(ride('critique'), CREATED + 2 * MIN, delays).radiusKm).toBe(80);
  });

  it.each([
    [{ critique: 0 }, 5],
    [{ critique: 1441 }, 5],
    [{ critique: 2.5 }, 5],
    [{ critique: 1440 }, 1440],
    [null, 5],
  ])('[ESC1] delays out of bounds read as the default: %j → %s min', (stored, expected) => {
    expect(escalationDelaysOf(stored).critique).toBe(expected);
  });
});

describe('[ESC2] which company the zone reaches, and when', () => {
  const pickup = { lat: 48.85, lng: 2.35 };
  it.each([
    [10, 0],
    [20, 0],
    [30, 5],
    [70, 10],
    [150, 15],
    [400, 20],
    [null, 0],
  ] as const)(
    '[ESC2] a base at %s km is reached %s min after creation (critique)',
    (km, minutes) => {
      expect(reachedAt(ride('critique'), km, D)).toBe(CREATED + minutes * MIN);
    },
  );

  it('[ESC2] reachesCompany follows the server time', () => {
    expect(reachesCompany(ride('urgent'), 35, CREATED + 14 * MIN, D)).toBe(false);
    expect(reachesCompany(ride('urgent'), 35, CREATED + 15 * MIN, D)).toBe(true);
  });

  it('[ESC2] the zone’s distance stays within 0.5 % of the great circle (France)', () => {
    for (const base of [
      { lat: 48.6, lng: 2.9 },
      { lat: 49.5, lng: 1.1 },
      { lat: 47.9, lng: 1.9 },
      { lat: 43.3, lng: 5.4 },
    ]) {
      const zone = pickupDistanceKm(base, pickup)!;
      const circle = distanceKm(base, pickup);
      expect(Math.abs(zone - circle) / circle).toBeLessThan(0.005);
    }
    expect(pickupDistanceKm(null, pickup)).toBeNull();
    expect(pickupDistanceKm(pickup, null)).toBeNull();
  });

  it('[ESC2] companies counted per step: within its radius, or all for the last one', () => {
    const steps = escalationSteps(ride('critique'), D);
    const distances = [5, 25, 60, 90, 300, null];
    expect(steps.map((step) => companiesReached(step, distances))).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('[ESC3] the steps as the clinic reads them (Europe/Paris)', () => {
  const steps = escalationSteps(ride('critique'), D);
  it('[ESC3] first step, widenings and the last one, at Paris time', () => {
    expect(escalationStepText(steps[0]!, 3)).toBe('Offerte à 20 km à 09:02 — 3 sociétés prévenues');
    expect(escalationStepText(steps[2]!, 14)).toBe(
      'Élargi à 80 km à 09:12 — 14 sociétés prévenues',
    );
    expect(escalationStepText(steps[1]!, 1)).toBe('Élargi à 40 km à 09:07 — 1 société prévenue');
    expect(escalationStepText(steps[4]!, null)).toBe('Élargi à toutes distances à 09:22');
  });
  it('[ESC3] summer time: UTC+2', () => {
    const july = escalationSteps({ created_at: Date.UTC(2026, 6, 1, 7, 0), priorite: 'urgent' }, D);
    expect(escalationStepText(july[1]!, null)).toBe('Élargi à 40 km à 09:15');
  });
});

describe('[ESC4] the first zone is open from creation, whatever the clock says', () => {
  it('[ESC4] a device clock behind the server: the first zone and unknown distances are reached', () => {
    expect(reachesCompany(ride('normale'), 10, CREATED - 60 * MIN, D)).toBe(true);
    expect(reachesCompany(ride('normale'), null, CREATED - 60 * MIN, D)).toBe(true);
    expect(reachesCompany(ride('normale'), 30, CREATED - 60 * MIN, D)).toBe(false);
  });
});

describe('[ESC5] which widenings a pull asks again for (issue 23: reads gated by the zone)', () => {
  it.each([
    // minutes per step, since (minutes after creation), until, expected
    [5, 0, 4, false], // the first zone opens at creation: a checkpoint sees its offer, no widening yet
    [5, 0, 5, true], // the 40 km zone at +5 min
    [5, 4.99, 5.01, true],
    [5, 5, 9.99, false], // (since, until]: the step at +5 min was asked for already
    [5, 19, 20, true], // the last one (no limit) at +20 min
    [5, 20, 600, false], // none after it
    [120, 0, 119, false],
    [120, 359, 360, true], // normale: the 160 km zone at +6 h
    [1, 2.5, 3, true],
  ])('%i min per step, (%f, %f] → %s', (step, from, to, expected) => {
    expect(widenedBetween(CREATED, step, CREATED + from * MIN, CREATED + to * MIN)).toBe(expected);
  });

  it('[ESC5] widenedSince keeps a margin either side (clocks apart): a step 1 min before the checkpoint or 1 min ahead of the device', () => {
    expect(widenedSince(CREATED, 5, CREATED + 6 * MIN, CREATED + 7 * MIN)).toBe(true);
    expect(widenedSince(CREATED, 5, CREATED + 3 * MIN, CREATED + 4 * MIN)).toBe(true);
    expect(widenedSince(CREATED, 5, CREATED + 7.5 * MIN, CREATED + 7.9 * MIN)).toBe(false);
    expect(WIDENING_MARGIN_MS).toBe(2 * MIN);
  });

  it('[ESC5] the look back covers the longest schedule (4 steps of 24 h)', () => {
    expect(WIDENING_LOOKBACK_MS).toBe(4 * 24 * 60 * MIN);
  });
});
