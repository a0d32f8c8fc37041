import { describe, expect, it } from 'vitest';
import {
  companyZoneTags,
  listsZone,
  ZONE_CELLS_MAX,
  zoneCells,
  zoneCellTag,
  rideZone,
  zoneMoved,
  zoneOpenTimes,
} from '@/domain/award/zone-cells';
import {
  DEFAULT_ESCALATION_DELAYS_MIN,
  ESCALATION_RADII_KM,
  pickupDistanceKm,
  reachesCompany,
  ZONE_SLACK_METRES,
} from '@/domain/award/escalation-schedule';
import type { Coordinates } from '@/domain/transport/geo';
import type { Priority } from '@/domain/transport/priority';

const MIN = 60_000;
// 25/10/2026 00:58 UTC: two minutes before Paris leaves summer time — the schedule counts server minutes only.
const CREATED = Date.UTC(2026, 9, 25, 0, 58);
const PARIS: Coordinates = { lat: 48.8566, lng: 2.3522 };
const ride = (priorite: Priority, pickup: Coordinates | null = PARIS) => ({
  created_at: CREATED,
  priorite,
  escalation_delays: null,
  adresse_depart: { coordonnees: pickup },
});
/** A point `km` from `from` on a bearing (equirectangular, as the zone measures). */
function pointAt(from: Coordinates, km: number, bearingDeg: number): Coordinates {
  const b = (bearingDeg * Math.PI) / 180;
  const dLat = (km * Math.cos(b)) / 111.195;
  const lat = from.lat + dLat;
  const cos = Math.cos((((from.lat + lat) / 2) * Math.PI) / 180);
  return { lat, lng: from.lng + (km * Math.sin(b)) / (111.195 * cos) };
}

describe('[ZONE1] cells of each step’s disc', () => {
  it.each([
    ['Paris', PARIS],
    ['Lille', { lat: 50.6292, lng: 3.0573 }],
    ['Ajaccio', { lat: 41.9192, lng: 8.7386 }],
    ['Saint-Denis (La Réunion)', { lat: -20.8821, lng: 55.4507 }],
  ])(
    '[ZONE1] %s : each step under 120 cells, the whole list under the rules’ bound',
    (_name, pickup) => {
      const cells = zoneCells(pickup);
      for (let step = 0; step < ESCALATION_RADII_KM.length; step += 1) {
        const count = cells.filter((tag) => tag.startsWith(`${step}:`)).length;
        expect(count).toBeGreaterThan(20);
        expect(count).toBeLessThanOrEqual(120);
      }
      expect(cells.length).toBeLessThanOrEqual(ZONE_CELLS_MAX);
    },
  );

  it('[ZONE1] every base the exact rule reaches at step k holds a tag of step k (16 bearings, up to the edge)', () => {
    for (const pickup of [PARIS, { lat: 43.2965, lng: 5.3698 }]) {
      const cells = new Set(zoneCells(pickup));
      ESCALATION_RADII_KM.forEach((radius, step) => {
        const edge = radius + ZONE_SLACK_METRES / 1000 - 0.01;
        for (let bearing = 0; bearing < 360; bearing += 22.5) {
          for (const km of [0, edge / 2, edge]) {
            const base = pointAt(pickup, km, bearing);
            expect(pickupDistanceKm(base, pickup)!).toBeLessThanOrEqual(edge + 0.05);
            expect(cells.has(zoneCellTag(step, base))).toBe(true);
          }
        }
      });
    }
  });

  it('[ZONE1] a base two cells beyond a step’s edge is not among its cells', () => {
    const cells = new Set(zoneCells(PARIS));
    // Step 0: cells of ~5.6 km, radius 21 km; 21 + 2 diagonals (~16 km) lies outside.
    for (let bearing = 0; bearing < 360; bearing += 45) {
      expect(cells.has(zoneCellTag(0, pointAt(PARIS, 38, bearing)))).toBe(false);
      expect(cells.has(zoneCellTag(3, pointAt(PARIS, 161 + 130, bearing)))).toBe(false);
    }
  });

  it('[ZONE1] a pickup not located has no cells; tags follow the grid (negative indexes too)', () => {
    expect(zoneCells(null)).toEqual([]);
    expect(zoneCellTag(0, { lat: 48.85, lng: 2.35 })).toBe('0:977:31');
    expect(zoneCellTag(3, { lat: -20.88, lng: 55.45 })).toBe('3:-53:92');
    expect(companyZoneTags(PARIS)).toEqual(['0:977:31', '1:488:15', '2:244:7', '3:122:3']);
  });
});

describe('[ZONE2] open times of steps 1 … 4, server minutes after filing', () => {
  it.each([
    ['critique', 5],
    ['urgent', 15],
    ['normale', 120],
  ] as const)(
    '[ZONE2] %s : every %s min (defaults), across the change of time in Paris',
    (priority, minutes) => {
      expect(zoneOpenTimes(ride(priority), CREATED)).toEqual({
        open_1: CREATED + minutes * MIN,
        open_2: CREATED + 2 * minutes * MIN,
        open_3: CREATED + 3 * minutes * MIN,
        open_4: CREATED + 4 * minutes * MIN,
      });
      expect(DEFAULT_ESCALATION_DELAYS_MIN[priority]).toBe(minutes);
    },
  );

  it('[ZONE2] the clinic’s own delay, and a pickup not located opens to all at filing', () => {
    const own = {
      ...ride('critique'),
      escalation_delays: { critique: 1, urgent: 15, normale: 120 },
    };
    expect(zoneOpenTimes(own, CREATED).open_2).toBe(CREATED + 2 * MIN);
    expect(zoneOpenTimes(ride('critique', null), CREATED).open_4).toBe(CREATED);
  });
});

describe('[ZONE3] listsZone: the list form covers the exact reach, never earlier in time', () => {
  const listed = rideZone(ride('critique'), CREATED);
  it.each([
    // km from the pickup, minutes after filing, listed?
    [5, 0, true],
    [30, 0, false],
    [30, 4.99, false],
    [30, 5, true],
    [70, 9, false],
    [70, 10, true],
    [150, 15, true],
    [300, 19.99, false],
    [300, 20, true],
  ] as const)('[ZONE3] base à %s km, +%s min : %s', (km, minutes, expected) => {
    const base = pointAt(PARIS, km, 60);
    expect(listsZone(listed, base, CREATED + minutes * MIN)).toBe(expected);
  });

  it('[ZONE3] wherever the exact rule reaches a base, the list does too (a grid of bases, each step’s time)', () => {
    for (let km = 0; km <= 320; km += 7) {
      for (const bearing of [0, 33, 90, 147, 200, 271]) {
        const base = pointAt(PARIS, km, bearing);
        for (const minutes of [0, 5, 10, 15, 20]) {
          const now = CREATED + minutes * MIN;
          const exact = reachesCompany(
            ride('critique'),
            pickupDistanceKm(base, PARIS),
            now,
            DEFAULT_ESCALATION_DELAYS_MIN,
          );
          if (exact) expect(listsZone(listed, base, now)).toBe(true);
        }
      }
    }
  });

  it('[ZONE3] a company without a base lists at once; a request without the fields is listed by no based company', () => {
    expect(listsZone(listed, null, CREATED)).toBe(true);
    expect(listsZone(null, PARIS, CREATED + 24 * 60 * MIN)).toBe(false);
    const unlocated = rideZone(ride('critique', null), CREATED);
    expect(listsZone(unlocated, pointAt(PARIS, 500, 0), CREATED)).toBe(true);
  });
});

describe('[ZONE4] an edit moves the zone when it moves the pickup or changes the priority or delays', () => {
  const filed = ride('urgent');
  it.each([
    ['the same ride', filed, false],
    ['another pickup', ride('urgent', { lat: 45.76, lng: 4.84 }), true],
    ['a pickup no longer located', ride('urgent', null), true],
    ['another priority', ride('critique'), true],
    [
      'the clinic’s own delays',
      { ...filed, escalation_delays: { critique: 1, urgent: 2, normale: 3 } },
      true,
    ],
  ] as const)('[ZONE4] %s : %s', (_name, after, moved) => {
    expect(zoneMoved(filed, after)).toBe(moved);
  });
});
