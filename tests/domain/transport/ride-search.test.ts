import { describe, expect, it } from 'vitest';
import { parseFrenchLocaleString } from '@/domain/shared/timestamp';
import { byRideDate, matchesRide, parisDayOf } from '@/domain/transport/ride-search';
import { transportIn } from './fixtures';

const at = (text: string) => parseFrenchLocaleString(text)!;

const ride = {
  ...transportIn('pending'),
  id: 'doc1',
  transport_id: 'tr_ambu_00016',
  date_transport: at('24/11/2026 23:30:00'),
  patient_info: { firstName: 'Élise', lastName: 'Garnier', phone: '', birthDate: '' },
  adresse_depart: {
    rue: '63 cours Gambetta',
    ville: 'Lyon',
    codePostal: '69007',
    coordonnees: null,
  },
  adresse_arrivee: {
    rue: '28 rue Laennec',
    ville: 'Villeurbanne',
    codePostal: '69100',
    coordonnees: null,
  },
};

describe('[RS1] a clinic finds a ride by patient, number or town', () => {
  it.each([
    ['nothing typed', '', true],
    ['the last name', 'garnier', true],
    ['the first name without its accent', 'elise', true],
    ['first and last name, in any order', 'Garnier Élise', true],
    ['the number', 'TR_AMBU_00016', true],
    ['part of the number', '00016', true],
    ['the departure town', 'lyon', true],
    ['the arrival town', 'villeurbanne', true],
    ['a postcode', '69100', true],
    ['another patient', 'dupuis', false],
    ['one word of two matching', 'garnier marseille', false],
    ['the street (not searched: towns are)', 'gambetta', false],
  ])('%s (%j) → %s', (_name, text, found) => {
    expect(matchesRide(ride, { text, day: '' })).toBe(found);
  });
});

describe('[RS2] the date filter is the ride’s day in Paris', () => {
  it.each([
    ['the same Paris day', '2026-11-24', true],
    // 23:30 in Paris: still the 24th, whatever the day in UTC.
    ['the next day', '2026-11-25', false],
    ['no day chosen', '', true],
  ])('%s (%s) → %s', (_name, day, found) => {
    expect(matchesRide(ride, { text: '', day })).toBe(found);
  });

  it('reads the calendar day in Paris, not in UTC', () => {
    // 00:30 in Paris on the 25th is 23:30 UTC on the 24th.
    expect(parisDayOf(at('25/11/2026 00:30:00'))).toBe('2026-11-25');
  });
});

describe('[RS3] rides in date order, soonest first', () => {
  it('sorts by the ride’s date, then by id', () => {
    const rides = [
      { ...ride, id: 'b', date_transport: 3 },
      { ...ride, id: 'c', date_transport: 1 },
      { ...ride, id: 'a', date_transport: 3 },
    ];
    expect([...rides].sort(byRideDate).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});
