import { describe, expect, it } from 'vitest';
import { MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import { overlaps, rideWindow, RIDE_WINDOW } from '@/domain/planning/ride-window';
import { plannedRide } from './planned-ride';

const PARIS_CENTRE = { lat: 48.8566, lng: 2.3522 };
/** 17.9 km as the crow flies from Paris centre: 23.3 km by road, 35 minutes at 40 km/h. */
const VERSAILLES = { lat: 48.8049, lng: 2.1204 };

const located = (from: typeof PARIS_CENTRE, to: typeof PARIS_CENTRE) =>
  plannedRide('w', '2026-11-24T08:30', {
    adresse_depart: { rue: '', ville: '', codePostal: '', coordonnees: from },
    adresse_arrivee: { rue: '', ville: '', codePostal: '', coordonnees: to },
  });

const minutes = (window: { start: number; end: number }) =>
  (window.end - window.start) / MILLIS_PER_MINUTE;

describe('[PLN-W1] a ride holds its crew from the pickup to the expected end', () => {
  it.each([
    ['unlocated: the default drive + the margin', plannedRide('a', '2026-11-24T08:30'), 60],
    ['same place: the margin alone', located(PARIS_CENTRE, PARIS_CENTRE), 20],
    ['Paris → Versailles: road km at 40 km/h + margin', located(PARIS_CENTRE, VERSAILLES), 55],
  ])('%s', (_, ride, expected) => {
    const window = rideWindow(ride);
    expect(window.start).toBe(ride.date_transport);
    expect(minutes(window)).toBe(expected);
  });

  it('states its constants (documented margin)', () => {
    expect(RIDE_WINDOW).toEqual({
      ROAD_FACTOR: 1.3,
      AVERAGE_SPEED_KMH: 40,
      MARGIN_MINUTES: 20,
      UNLOCATED_DRIVE_MINUTES: 40,
    });
  });
});

describe('[PLN-W2] overlapping windows', () => {
  const w = (start: number, end: number) => ({ start, end });
  it.each([
    [w(0, 10), w(5, 15), true],
    [w(0, 10), w(10, 20), false],
    [w(0, 10), w(2, 3), true],
    [w(5, 6), w(0, 10), true],
    [w(0, 10), w(11, 12), false],
  ])('%o and %o → %s', (a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});
