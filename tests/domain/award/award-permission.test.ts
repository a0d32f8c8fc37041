import { describe, expect, it } from 'vitest';
import { mayReadRide, rideStepMinutes } from '@/domain/award/award-permission';
import type { Viewer } from '@/domain/transport/visibility';
import { ACTORS, CREATED_AT, makeTransport, transportIn } from '@tests/domain/transport/fixtures';

const MIN = 60_000;
/** Pickup in Lyon; a base ~5 km away (first zone) and one ~100 km north (the 160 km zone, step 3). */
const PICKUP = { lat: 45.76, lng: 4.84 };
const NEAR = { lat: 45.77, lng: 4.88 };
const FAR = { lat: 46.66, lng: 4.84 };
const critique = makeTransport({
  type_transport: 'ambulance',
  priorite: 'critique',
  escalation_delays: { critique: 1, urgent: 15, normale: 120 },
  adresse_depart: {
    rue: '24 rue Paul Bert',
    ville: 'Lyon',
    codePostal: '69003',
    coordonnees: PICKUP,
  },
});
const company: Viewer = { ...ACTORS.ambulance, memberRole: 'responsable' };

describe('[AWP1] who reads a ride now (issue 23: firestore.rules transport get, reachedBy)', () => {
  it.each([
    // base, minutes after creation, expected
    [NEAR, 0, true],
    [FAR, 0, false],
    [FAR, 2.99, false],
    [FAR, 3, true], // the 160 km zone at 3 × 1 min
    [null, 0, true], // no base: nothing is measured, reached at filing
  ])('a candidate company with base %j at +%f min → %s', (base, minutes, expected) => {
    expect(mayReadRide(critique, company, base, CREATED_AT + minutes * MIN)).toBe(expected);
  });

  it('[AWP1] a party reads its ride whatever the zone: the requesting clinic, the provider, the admin', () => {
    const accepted = transportIn('accepted', { adresse_depart: critique.adresse_depart });
    expect(mayReadRide(critique, ACTORS.clinic, null, CREATED_AT)).toBe(true);
    expect(mayReadRide(critique, ACTORS.admin, null, CREATED_AT)).toBe(true);
    expect(mayReadRide(accepted, company, FAR, CREATED_AT)).toBe(true);
  });

  it('[AWP1] never a chauffeur, another clinic, or a company whose role does not serve the type', () => {
    const chauffeur: Viewer = { ...ACTORS.ambulance, memberRole: 'chauffeur' };
    expect(mayReadRide(critique, chauffeur, NEAR, CREATED_AT + 60 * MIN)).toBe(false);
    expect(mayReadRide(critique, ACTORS.otherClinic, null, CREATED_AT)).toBe(false);
    expect(mayReadRide(critique, ACTORS.vtc, NEAR, CREATED_AT + 60 * MIN)).toBe(false);
  });

  it('[AWP2] an offer carries the ride’s minutes per widening: its clinic’s delay for its priority, else the default', () => {
    expect(rideStepMinutes(critique)).toBe(1);
    expect(rideStepMinutes(makeTransport({ priorite: 'urgent' }))).toBe(15);
    expect(rideStepMinutes(makeTransport({ priorite: 'normale' }))).toBe(120);
  });
});
