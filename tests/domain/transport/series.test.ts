import { describe, expect, it } from 'vitest';
import { epochToParisLocal } from '@/domain/shared/paris-local-time';
import {
  expandSeries,
  MAX_SERIES_SESSIONS,
  sessionLabel,
  type SeriesSpec,
} from '@/domain/transport/series';

const MON_WED_FRI = [1, 3, 5];
const days = (spec: SeriesSpec) => {
  const result = expandSeries(spec);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.sessions;
};
const local = (spec: SeriesSpec) => days(spec).map((session) => epochToParisLocal(session.at));

describe('[SER1] a series expands into its sessions', () => {
  it.each<[string, SeriesSpec, string[]]>([
    [
      'dialysis Mon/Wed/Fri, 6 sessions from a Monday',
      {
        weekdays: MON_WED_FRI,
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'count', count: 6 },
      },
      ['2027-01-04', '2027-01-06', '2027-01-08', '2027-01-11', '2027-01-13', '2027-01-15'],
    ],
    [
      'starting mid-week: the first session is the next matching day',
      {
        weekdays: MON_WED_FRI,
        time: '08:30',
        startDate: '2027-01-07',
        end: { kind: 'count', count: 2 },
      },
      ['2027-01-08', '2027-01-11'],
    ],
    [
      'end date inclusive',
      {
        weekdays: MON_WED_FRI,
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'date', date: '2027-01-08' },
      },
      ['2027-01-04', '2027-01-06', '2027-01-08'],
    ],
    [
      'exceptions skipped — and not counted: 4 sessions are 4 rides',
      {
        weekdays: MON_WED_FRI,
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'count', count: 4 },
        exceptions: ['2027-01-06'],
      },
      ['2027-01-04', '2027-01-08', '2027-01-11', '2027-01-13'],
    ],
    [
      'exceptions with an end date shorten the series',
      {
        weekdays: [1, 2, 3, 4, 5],
        time: '09:00',
        startDate: '2027-05-03',
        end: { kind: 'date', date: '2027-05-09' },
        exceptions: ['2027-05-08', '2027-05-06'],
      },
      ['2027-05-03', '2027-05-04', '2027-05-05', '2027-05-07'],
    ],
    [
      'across a year end and a leap day',
      { weekdays: [7], time: '10:00', startDate: '2027-12-26', end: { kind: 'count', count: 2 } },
      ['2027-12-26', '2028-01-02'],
    ],
    [
      'weekday order given does not matter',
      {
        weekdays: [5, 1],
        time: '08:30',
        startDate: '2028-02-28',
        end: { kind: 'count', count: 2 },
      },
      ['2028-02-28', '2028-03-03'],
    ],
  ])('[SER1] %s', (_label, spec, expected) => {
    expect(days(spec).map((session) => session.day)).toEqual(expected);
  });

  it('[SER1] sessions are numbered from 1', () => {
    const sessions = days({
      weekdays: MON_WED_FRI,
      time: '08:30',
      startDate: '2027-01-04',
      end: { kind: 'count', count: 12 },
    });
    expect(sessions.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(sessionLabel(sessions[2]!, sessions.length)).toBe('Séance 3 / 12');
  });
});

describe('[SER2] Europe/Paris DST: 08:30 stays 08:30 local', () => {
  it.each<[string, string, string[], number[]]>([
    // Last Sunday of March 2027 is the 28th: UTC+1 before, UTC+2 after.
    [
      'spring forward (28 March 2027)',
      '2027-03-26',
      ['2027-03-26T08:30', '2027-03-29T08:30'],
      [Date.UTC(2027, 2, 26, 7, 30), Date.UTC(2027, 2, 29, 6, 30)],
    ],
    // Last Sunday of October 2027 is the 31st: UTC+2 before, UTC+1 after.
    [
      'fall back (31 October 2027)',
      '2027-10-29',
      ['2027-10-29T08:30', '2027-11-01T08:30'],
      [Date.UTC(2027, 9, 29, 6, 30), Date.UTC(2027, 10, 1, 7, 30)],
    ],
  ])('[SER2] %s', (_label, startDate, wallClock, instants) => {
    const spec: SeriesSpec = {
      weekdays: [1, 5],
      time: '08:30',
      startDate,
      end: { kind: 'count', count: 2 },
    };
    expect(local(spec)).toEqual(wallClock);
    expect(days(spec).map((s) => s.at)).toEqual(instants);
  });

  it('[SER2] a session on the DST Sunday itself keeps its wall-clock time', () => {
    const spec: SeriesSpec = {
      weekdays: [7],
      time: '08:30',
      startDate: '2027-03-28',
      end: { kind: 'count', count: 1 },
    };
    expect(local(spec)).toEqual(['2027-03-28T08:30']);
  });
});

describe('[SER3] a wrong series is refused in French', () => {
  it.each<[string, SeriesSpec, string]>([
    [
      'no weekday',
      { weekdays: [], time: '08:30', startDate: '2027-01-04', end: { kind: 'count', count: 3 } },
      'Choisissez au moins un jour de la semaine.',
    ],
    [
      'bad time',
      { weekdays: [1], time: '8h30', startDate: '2027-01-04', end: { kind: 'count', count: 3 } },
      'Heure invalide (ex. 08:30).',
    ],
    [
      'end before start',
      {
        weekdays: [1],
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'date', date: '2027-01-01' },
      },
      'La date de fin précède la date de début.',
    ],
    [
      'zero sessions',
      { weekdays: [1], time: '08:30', startDate: '2027-01-04', end: { kind: 'count', count: 0 } },
      'Une série compte au moins une séance.',
    ],
    [
      'too many sessions by count',
      {
        weekdays: [1],
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'count', count: MAX_SERIES_SESSIONS + 1 },
      },
      `Une série compte au plus ${MAX_SERIES_SESSIONS} séances.`,
    ],
    [
      'too many sessions by end date',
      {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'date', date: '2028-01-04' },
      },
      `Une série compte au plus ${MAX_SERIES_SESSIONS} séances : avancez la date de fin.`,
    ],
    [
      'no matching day between the dates',
      {
        weekdays: [6],
        time: '08:30',
        startDate: '2027-01-04',
        end: { kind: 'date', date: '2027-01-08' },
      },
      'Aucune séance entre ces dates pour ces jours.',
    ],
    [
      'impossible date',
      { weekdays: [1], time: '08:30', startDate: '2027-02-30', end: { kind: 'count', count: 1 } },
      'Date invalide.',
    ],
  ])('[SER3] %s', (_label, spec, message) => {
    const result = expandSeries(spec);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((error) => error.message)).toContain(message);
  });
});
