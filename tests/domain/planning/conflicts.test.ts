import { describe, expect, it } from 'vitest';
import { boardConflicts, type PlannedAssignment } from '@/domain/planning/conflicts';
import { KARIM, LEA, plannedRide, VAN } from './planned-ride';

const OTHER_VAN = { id: 'v-2', label: 'VSL 2', registration: 'EF-456-GH' };
const karim = { ...KARIM, qualification: 'DEA' as const };
const lea = { ...LEA, qualification: 'auxiliaire' as const };
const plan = (overrides: Partial<PlannedAssignment> = {}): PlannedAssignment => ({
  driver: karim,
  equipier: null,
  vehicle: { ...OTHER_VAN, active: true },
  ...overrides,
});

/** Karim drives TR-busy from 08:30 to 09:30 (unlocated: 60 minutes) in the ambulance, Léa beside him. */
const busy = plannedRide('busy', '2026-11-24T08:30', {
  type_transport: 'ambulance',
  assigned_driver: { ...KARIM, equipier: lea },
  assigned_vehicle: VAN,
});

describe('[PLN-C1] conflicts shown before an assignment is saved', () => {
  it.each([
    ['free driver, free vehicle', '2026-11-24T10:00', plan(), []],
    ['ends as the other starts: no overlap', '2026-11-24T07:30', plan(), []],
    [
      'same driver on an overlapping ride',
      '2026-11-24T09:00',
      plan(),
      ['Karim a déjà le transport TR-busy de 08:30 à 09:30.'],
    ],
    [
      'the driver was the équipier of the other ride',
      '2026-11-24T09:00',
      plan({ driver: { ...lea, qualification: 'DEA' } }),
      ['Léa a déjà le transport TR-busy de 08:30 à 09:30.'],
    ],
    [
      'same vehicle on an overlapping ride',
      '2026-11-24T08:00',
      plan({
        driver: { uid: 'u-sam', firstName: 'Sam', qualification: null },
        vehicle: { ...VAN, active: true },
      }),
      ['Le véhicule Ambulance 1 (AB-123-CD) a déjà le transport TR-busy de 08:30 à 09:30.'],
    ],
    [
      'a vehicle out of service',
      '2026-11-24T12:00',
      plan({ vehicle: { ...OTHER_VAN, active: false } }),
      ['Le véhicule VSL 2 (EF-456-GH) est hors service.'],
    ],
  ])('%s', (_, at, assignment, messages) => {
    const ride = plannedRide('new', at, { etat: 'accepted' });
    expect(boardConflicts(ride, assignment, [busy]).map((c) => c.message)).toEqual(messages);
  });

  it('the ride itself, finished and cancelled rides never conflict', () => {
    const ride = plannedRide('busy', '2026-11-24T09:00', { assigned_driver: KARIM });
    const done = plannedRide('done', '2026-11-24T09:00', {
      etat: 'completed',
      assigned_driver: KARIM,
    });
    const cancelled = plannedRide('x', '2026-11-24T09:00', {
      etat: 'cancelled',
      assigned_driver: KARIM,
    });
    expect(boardConflicts(ride, plan(), [ride, done, cancelled])).toEqual([]);
  });

  it('an ambulance crew: the équipier busy elsewhere, and the crew rule', () => {
    const ambulance = plannedRide('amb', '2026-11-24T09:00', {
      etat: 'accepted',
      type_transport: 'ambulance',
    });
    const sam = { uid: 'u-sam', firstName: 'Sam', qualification: 'DEA' as const };
    expect(
      boardConflicts(ambulance, plan({ driver: sam, equipier: lea }), [busy]).map((c) => c.kind),
    ).toEqual(['equipier']);
    expect(boardConflicts(ambulance, plan({ driver: sam }), []).map((c) => c.message)).toEqual([
      'Une ambulance part avec deux personnes : choisissez l’équipier.',
    ]);
  });
});
