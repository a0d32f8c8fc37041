import { describe, expect, it } from 'vitest';
import {
  REASSIGNED_AWAY_MEMORY,
  rememberReassigned,
  ridesAssignedAway,
} from '@/domain/transport/reassigned-away';
import type { TransportStatus } from '@/domain/transport/transport-status';

const ME = 'u-karim';
const ride = (id: string, etat: TransportStatus, driver: string | null) => ({
  id,
  etat,
  assigned_driver: driver === null ? null : { uid: driver, firstName: 'X' },
});

const crewOf = (driver: string, equipier: string) => ({
  uid: driver,
  firstName: 'X',
  equipier: { uid: equipier, firstName: 'Y', qualification: null },
});

describe('[RA1] the rides a chauffeur’s device lets go of', () => {
  it.each([
    ['held as mine, still assigned to me: kept', ride('r1', 'assigned', ME), ['r1'], []],
    [
      'held as mine, no longer in the server’s set: dropped',
      ride('r1', 'assigned', ME),
      [],
      ['r1'],
    ],
    ['held as mine, en route, reassigned: dropped', ride('r1', 'en_route_pickup', ME), [], ['r1']],
    ['patient on board (never reassigned): kept', ride('r1', 'patient_loaded', ME), [], []],
    ['completed: kept, whatever the set', ride('r1', 'completed', ME), [], []],
    [
      'held as a colleague’s: not this comparison’s business',
      ride('r1', 'assigned', 'u-lea'),
      [],
      [],
    ],
    ['no driver on the copy: kept', ride('r1', 'accepted', null), [], []],
    [
      'held as the équipier, no longer in the server’s set: dropped',
      { ...ride('r1', 'assigned', 'u-lea'), assigned_driver: crewOf('u-lea', ME) },
      [],
      ['r1'],
    ],
  ] as const)('%s', (_name, held, stillAssigned, dropped) => {
    expect(ridesAssignedAway([held], ME, new Set(stillAssigned))).toEqual(dropped);
  });

  it('[RA1] a ride assigned on the server but not yet on the device is never « dropped »', () => {
    expect(ridesAssignedAway([], ME, new Set(['r-new']))).toEqual([]);
  });
});

describe('[RA2] the ids remembered for the ride screen’s notice', () => {
  it.each([
    ['appends the newly dropped', ['a'], ['b'], ['a', 'b']],
    ['no duplicate: a ride dropped again moves last', ['a', 'b'], ['a'], ['b', 'a']],
    ['nothing dropped: unchanged', ['a'], [], ['a']],
  ] as const)('%s', (_name, before, dropped, after) => {
    expect(rememberReassigned(before, dropped)).toEqual(after);
  });

  it('[RA2] keeps at most REASSIGNED_AWAY_MEMORY ids, forgetting the oldest', () => {
    const many = Array.from({ length: REASSIGNED_AWAY_MEMORY }, (_, i) => `r${i}`);
    const after = rememberReassigned(many, ['new']);
    expect(after).toHaveLength(REASSIGNED_AWAY_MEMORY);
    expect(after[0]).toBe('r1');
    expect(after.at(-1)).toBe('new');
  });
});
