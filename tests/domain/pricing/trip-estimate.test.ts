import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMBULANCE_GRID_2013,
  AMBULANCE_GRID_AVENANT_11,
  SANITARY_GRIDS,
  VSL_GRID_AVENANT_11,
  VSL_GRIDS_2021,
} from '@/domain/pricing/cpam-tariffs';
import { TAXI_DEPARTMENT_RATES } from '@/domain/pricing/taxi-tariffs';
import {
  estimateSanitaryTrip,
  estimateTaxiTrip,
  type TaxiTrip,
  type TripBasics,
  type TripEstimate,
} from '@/domain/pricing/trip-estimate';

const weekday: TripBasics = {
  distanceKm: 12,
  period: 'jour',
  cover: 'standard',
  franchiseExempt: false,
};
const fare = (estimate: TripEstimate) => (estimate.ok ? estimate.fare : estimate.error);
const rate = (code: string) => TAXI_DEPARTMENT_RATES.find((item) => item.code === code)!.perKm;
const taxi = (trip: Partial<TaxiTrip>): TaxiTrip => ({
  ...weekday,
  perKm: rate('01'),
  bigCity: false,
  patients: 1,
  emptyReturn: false,
  reducedMobility: false,
  overseas: false,
  ...trip,
});

describe('[EST1] ambulance and VSL: forfait + km beyond 3 + short-trip bonus, × uplift (research §2)', () => {
  it.each([
    ['ambulance 12 km, 2013 grid (official)', AMBULANCE_GRID_2013, 12, 'jour', 75.01],
    ['ambulance 12 km, avenant 11 values', AMBULANCE_GRID_AVENANT_11, 12, 'jour', 84.82],
    ['ambulance 12 km at night (+75 %)', AMBULANCE_GRID_AVENANT_11, 12, 'nuit', 148.44],
    ['VSL zone A 20 km, 2021 grid (official)', VSL_GRIDS_2021[0], 20, 'jour', 31.19],
    ['VSL 20 km, avenant 11 values', VSL_GRID_AVENANT_11, 20, 'jour', 34.45],
    ['ambulance 3 km: forfait + ≤5 km bonus', AMBULANCE_GRID_2013, 3, 'jour', 58.3],
    ['ambulance 30 km: no bonus past 19 km', AMBULANCE_GRID_2013, 30, 'jour', 110.43],
    ['ambulance 12 km on a Sunday, 2013 (+25 %)', AMBULANCE_GRID_2013, 12, 'dimanche', 93.76],
  ] as const)('[EST1] %s → %s €', (_, grid, distanceKm, period, expected) => {
    expect(fare(estimateSanitaryTrip({ ...weekday, grid, distanceKm, period }))).toBe(expected);
  });

  it('[EST1] patient pays 45 % of the fare plus the 4 € franchise (84,82 € → 38,17 € + 4 €)', () => {
    const estimate = estimateSanitaryTrip({ ...weekday, grid: AMBULANCE_GRID_AVENANT_11 });
    expect(estimate).toMatchObject({ patientShare: 38.17, franchise: 4, patientPays: 42.17 });
    expect(estimate).toMatchObject({ reimbursed: 46.65 });
  });

  it('[EST1] 100 % cover leaves the franchise only; an exempt patient pays nothing', () => {
    const grid = AMBULANCE_GRID_AVENANT_11;
    expect(estimateSanitaryTrip({ ...weekday, grid, cover: 'complete' })).toMatchObject({
      patientPays: 4,
    });
    expect(
      estimateSanitaryTrip({ ...weekday, grid, cover: 'complete', franchiseExempt: true }),
    ).toMatchObject({ patientPays: 0, reimbursed: 84.82 });
  });

  it('[EST1] a VSL short trip says its bonus is not included (steps not in our sources)', () => {
    const estimate = estimateSanitaryTrip({
      ...weekday,
      grid: VSL_GRID_AVENANT_11,
      distanceKm: 10,
    });
    expect(estimate.ok && estimate.notes.join(' ')).toContain(
      'Majoration trajet court non incluse : de 0,91 à 8,54 €',
    );
  });

  it('[EST1] unconfirmed grids say so', () => {
    const estimate = estimateSanitaryTrip({ ...weekday, grid: AMBULANCE_GRID_AVENANT_11 });
    expect(estimate.ok && estimate.notes).toContain('Grille tarifaire à confirmer sur ameli.fr.');
  });
});

describe('[EST2] taxi conventionné 2025: 13 € with 4 km, km by département, +50 %, sharing', () => {
  it.each([
    ['Ain, 6 km (press example)', taxi({ distanceKm: 6 }), 15.26],
    [
      'Toulouse 20 km, empty return (+25 % of km)',
      taxi({ distanceKm: 20, perKm: rate('31'), bigCity: true, emptyReturn: true }),
      50,
    ],
    [
      'the same at night',
      taxi({ distanceKm: 20, perKm: rate('31'), bigCity: true, emptyReturn: true, period: 'nuit' }),
      75,
    ],
    [
      'the same shared by 2 patients in daytime',
      taxi({ distanceKm: 20, perKm: rate('31'), bigCity: true, emptyReturn: true, patients: 2 }),
      38.5,
    ],
    ['4 km: the pick-up fee alone', taxi({ distanceKm: 4 }), 13],
    [
      'reduced mobility and overseas add 30 € and 3 €',
      taxi({ distanceKm: 4, reducedMobility: true, overseas: true }),
      46,
    ],
    [
      'empty return from 50 km adds half the km part',
      taxi({ distanceKm: 54, perKm: 1, emptyReturn: true }),
      88,
    ],
  ])('[EST2] %s → %s €', (_, trip, expected) => {
    expect(fare(estimateTaxiTrip(trip))).toBe(expected);
  });
});

describe('[EST3] distances are whole kilometres from 1 to 500, refused in French otherwise', () => {
  it.each([0, -3, 2.5, 501, Number.NaN])('[EST3] %s km', (distanceKm) => {
    const message = 'La distance doit être un nombre entier de kilomètres, entre 1 et 500.';
    expect(estimateTaxiTrip(taxi({ distanceKm }))).toEqual({ ok: false, error: message });
    expect(estimateSanitaryTrip({ ...weekday, grid: AMBULANCE_GRID_2013, distanceKm })).toEqual({
      ok: false,
      error: message,
    });
  });

  it('[EST3] property: the patient never pays more than the fare plus the franchise, nor less than 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(...SANITARY_GRIDS),
        fc.constantFrom('jour', 'nuit', 'dimanche' as const),
        (distanceKm, grid, period) => {
          const estimate = estimateSanitaryTrip({ ...weekday, grid, distanceKm, period });
          if (!estimate.ok) throw new Error(estimate.error);
          expect(estimate.patientPays).toBeGreaterThanOrEqual(0);
          expect(estimate.patientPays).toBeLessThanOrEqual(estimate.fare + 4);
          expect(estimate.reimbursed + estimate.patientShare).toBeCloseTo(estimate.fare, 2);
        },
      ),
    );
  });
});
