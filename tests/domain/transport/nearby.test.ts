import { describe, expect, it } from 'vitest';
import type { Coordinates } from '@/domain/transport/geo';
import {
  arrangeAroundBase,
  distanceKm,
  formatDistance,
  interventionRadiusKm,
} from '@/domain/transport/nearby';

const LYON_BELLECOUR: Coordinates = { lat: 45.7578, lng: 4.832 };
const PARIS_NOTRE_DAME: Coordinates = { lat: 48.853, lng: 2.3499 };
const VILLEFRANCHE: Coordinates = { lat: 45.9899, lng: 4.7197 };
const VIENNE: Coordinates = { lat: 45.5253, lng: 4.8744 };
const GRENOBLE: Coordinates = { lat: 45.1885, lng: 5.7245 };

const ride = (id: string, coordonnees: Coordinates | null) => ({
  id,
  adresse_depart: { rue: '', ville: '', codePostal: '', coordonnees },
});
const ids = (items: { ride: { id: string } }[]) => items.map((item) => item.ride.id);

describe('[GEO1] distances as the crow flies', () => {
  it.each<[string, Coordinates, Coordinates, number, number]>([
    ['a point to itself', LYON_BELLECOUR, LYON_BELLECOUR, 0, 0.001],
    ['Lyon → Paris is about 392 km', LYON_BELLECOUR, PARIS_NOTRE_DAME, 392, 3],
    ['Lyon → Villefranche is about 27 km', LYON_BELLECOUR, VILLEFRANCHE, 27, 1.5],
    ['Lyon → Grenoble is about 95 km', LYON_BELLECOUR, GRENOBLE, 95, 3],
  ])('[GEO1] %s', (_label, a, b, expected, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - expected)).toBeLessThanOrEqual(tolerance);
  });

  it('[GEO1] is symmetric', () => {
    expect(distanceKm(LYON_BELLECOUR, GRENOBLE)).toBeCloseTo(
      distanceKm(GRENOBLE, LYON_BELLECOUR),
      9,
    );
  });
});

describe('[GEO2] spec §9 default intervention radius', () => {
  it.each([
    ['ambulance', 50],
    ['vtc', 60],
    ['clinique', 100],
    ['patient', 30],
  ] as const)('[GEO2] %s → %i km', (role, km) => {
    expect(interventionRadiusKm(role)).toBe(km);
  });
});

describe('[GEO3] jobs near me first: sorted by distance, out of zone set apart, unlocated never hidden', () => {
  const rides = [
    ride('grenoble', GRENOBLE),
    ride('sans-coordonnees', null),
    ride('villefranche', VILLEFRANCHE),
    ride('bellecour', LYON_BELLECOUR),
    ride('vienne', VIENNE),
    ride('paris', PARIS_NOTRE_DAME),
  ];

  it.each<[string, Coordinates | null, number, string[], string[], string[]]>([
    [
      'an ambulance in Lyon (50 km)',
      LYON_BELLECOUR,
      50,
      ['bellecour', 'vienne', 'villefranche'],
      ['grenoble', 'paris'],
      ['sans-coordonnees'],
    ],
    [
      'a clinic radius (100 km) takes Grenoble in',
      LYON_BELLECOUR,
      100,
      ['bellecour', 'vienne', 'villefranche', 'grenoble'],
      ['paris'],
      ['sans-coordonnees'],
    ],
    [
      'without a base nothing is hidden and the order is kept',
      null,
      50,
      ['grenoble', 'sans-coordonnees', 'villefranche', 'bellecour', 'vienne', 'paris'],
      [],
      [],
    ],
  ])('[GEO3] %s', (_label, base, radius, inZone, outOfZone, unlocated) => {
    const arranged = arrangeAroundBase(rides, base, radius);
    expect(ids(arranged.inZone)).toEqual(inZone);
    expect(ids(arranged.outOfZone)).toEqual(outOfZone);
    expect(ids(arranged.unlocated)).toEqual(unlocated);
  });

  it('[GEO3] issue 22: a ride that could not be located is never counted in the zone', () => {
    const arranged = arrangeAroundBase([ride('lyon-sans-coordonnees', null)], LYON_BELLECOUR, 50);
    expect(arranged.inZone).toEqual([]);
    expect(ids(arranged.unlocated)).toEqual(['lyon-sans-coordonnees']);
  });

  it('[GEO3] every ride appears exactly once, whatever the base and radius', () => {
    for (const base of [LYON_BELLECOUR, PARIS_NOTRE_DAME, null]) {
      for (const radius of [0, 10, 50, 1000]) {
        const arranged = arrangeAroundBase(rides, base, radius);
        const all = [arranged.inZone, arranged.outOfZone, arranged.unlocated].flatMap(ids);
        expect(all.sort()).toEqual(ids(rides.map((r) => ({ ride: r }))).sort());
      }
    }
  });

  it('[GEO3] a ride exactly on the radius is in the zone', () => {
    const km = distanceKm(LYON_BELLECOUR, VIENNE);
    expect(ids(arrangeAroundBase([ride('vienne', VIENNE)], LYON_BELLECOUR, km).inZone)).toEqual([
      'vienne',
    ]);
  });
});

describe('[GEO4] distances read as a driver reads them', () => {
  it.each([
    [0.04, '100 m'],
    [0.84, '800 m'],
    [12.4, '12 km'],
    [1234.2, '1\u202f234 km'],
  ])('[GEO4] %f km → « %s »', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
