import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/domain/transport/history-entry.schema';
import { driverFirstName } from '@/domain/transport/ride-driver';
import type { TransportStatus } from '@/domain/transport/transport-status';
import type { UserType } from '@/domain/shared/role';
import { makeTransport } from './fixtures';

const entry = (
  etat: TransportStatus,
  name: string | null,
  role: UserType | null = 'ambulance',
  applied = true,
): HistoryEntry => ({
  ...makeTransport().historique_etats[0]!,
  etat,
  updated_by_name: name,
  updated_by_role: role,
  applied,
});

describe('[RDV1] the driver’s first name, from the ride’s history', () => {
  it.each([
    [
      'no driving step yet',
      [entry('accepted', 'Julien Moreau'), entry('assigned', 'Julien Moreau')],
      null,
    ],
    [
      'the author of the first driving step',
      [entry('assigned', 'Julien Moreau'), entry('en_route_pickup', 'Lucie Fontaine')],
      'Lucie',
    ],
    [
      'the latest driving step’s author',
      [entry('en_route_pickup', 'Lucie Fontaine'), entry('patient_loaded', 'Marc Petit')],
      'Marc',
    ],
    [
      'a refused step does not count',
      [
        entry('en_route_pickup', 'Lucie Fontaine'),
        entry('patient_loaded', 'Marc Petit', 'ambulance', false),
      ],
      'Lucie',
    ],
    ['a clinic’s entry is not a driver', [entry('completed', 'Sophie Marchand', 'clinique')], null],
    ['a VTC driver', [entry('en_route_pickup', 'Karim Benali', 'vtc')], 'Karim'],
    ['a nameless entry', [entry('en_route_pickup', null)], null],
  ] as const)('%s → %s', (_name, history, first) => {
    expect(driverFirstName({ historique_etats: [...history] })).toBe(first);
  });
});
