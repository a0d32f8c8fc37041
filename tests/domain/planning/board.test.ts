import { describe, expect, it } from 'vitest';
import { buildBoard } from '@/domain/planning/board';
import { addDays, boardDays, mondayOf } from '@/domain/planning/board-days';
import { MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { KARIM, LEA, plannedRide, VAN } from './planned-ride';

describe('[PLN-D1] the board’s days, in Paris time (Monday first)', () => {
  it.each([
    ['2026-11-24', '2026-11-23'], // a Tuesday
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-29', '2026-11-23'], // a Sunday
    ['2027-01-01', '2026-12-28'], // across the year
  ])('the week of %s starts on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
    const week = boardDays(day, 'week');
    expect(week.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  });

  it('a day is one column from Paris midnight to the next', () => {
    const [day] = boardDays('2026-11-24', 'day');
    expect(day).toEqual({
      day: '2026-11-24',
      start: Date.UTC(2026, 10, 23, 23, 0),
      end: Date.UTC(2026, 10, 24, 23, 0),
    });
  });

  it('[PLN-DST] a DST week: 23 hours on the last Sunday of March, 25 on the last of October', () => {
    const lengths = (day: string) =>
      boardDays(day, 'week').map((d) => (d.end - d.start) / MILLIS_PER_HOUR);
    expect(lengths('2026-03-25')).toEqual([24, 24, 24, 24, 24, 24, 23]);
    expect(lengths('2026-10-21')).toEqual([24, 24, 24, 24, 24, 24, 25]);
    const week = boardDays('2026-10-21', 'week');
    week.slice(1).forEach((day, i) => expect(day.start).toBe(week[i]!.end));
  });
});

describe('[PLN-B1] rows by driver or by vehicle, the unassigned aside', () => {
  const days = boardDays('2026-11-24', 'day');
  const rows = [
    { id: KARIM.uid, label: 'Karim' },
    { id: LEA.uid, label: 'Léa' },
  ];
  const crewRide = plannedRide('1', '2026-11-24T08:30', {
    type_transport: 'ambulance',
    assigned_driver: { ...KARIM, equipier: { ...LEA, qualification: 'DEA' } },
    assigned_vehicle: VAN,
  });
  const open = plannedRide('2', '2026-11-24T12:00', { etat: 'accepted' });
  const rides = [
    crewRide,
    open,
    plannedRide('3', '2026-11-24T07:00', { etat: 'completed', assigned_driver: KARIM }),
    plannedRide('4', '2026-11-25T09:00', { etat: 'accepted' }), // the next day
    plannedRide('5', '2026-11-24T10:00', { etat: 'pending' }), // not taken yet
  ];

  it('a crew shows on both members’ rows, sized by its window', () => {
    const board = buildBoard({ rides, rows, axis: 'driver', days });
    expect(board.rows.map((r) => r.blocks.map((b) => b.ride.id))).toEqual([['1'], ['1']]);
    const [block] = board.rows[0]!.blocks;
    expect(block!.left).toBeCloseTo(8.5 / 24);
    expect(block!.width).toBeCloseTo(1 / 24);
    expect(board.unassigned.map((r) => r.id)).toEqual(['2']);
  });

  it('by vehicle, the ride sits on its vehicle', () => {
    const board = buildBoard({ rides, rows: [{ id: VAN.id, label: 'A1' }], axis: 'vehicle', days });
    expect(board.rows[0]!.blocks.map((b) => b.ride.id)).toEqual(['1']);
  });

  it('a ride across midnight shows in both days of the week', () => {
    const late = plannedRide('6', '2026-11-24T23:30', { assigned_driver: KARIM });
    const board = buildBoard({
      rides: [late],
      rows,
      axis: 'driver',
      days: boardDays('2026-11-24', 'week'),
    });
    const blocks = board.rows[0]!.blocks;
    expect(blocks.map((b) => b.dayIndex)).toEqual([1, 2]);
    expect(blocks[0]!.left + blocks[0]!.width).toBeCloseTo(1);
    expect(blocks[1]!.left).toBe(0);
  });
});
