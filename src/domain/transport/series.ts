import { z } from 'zod';
import { epochToParisDay, parisLocalToEpoch } from '@/domain/shared/paris-local-time';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** Days of the week, ISO numbering (1 = lundi … 7 = dimanche), as the form lists them. */
export const WEEKDAY_LABELS = {
  1: 'lundi',
  2: 'mardi',
  3: 'mercredi',
  4: 'jeudi',
  5: 'vendredi',
  6: 'samedi',
  7: 'dimanche',
} as const;

/** A year of thrice-weekly dialysis: beyond, a series is a typing slip. */
export const MAX_SERIES_SESSIONS = 160;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayShape = z
  .string()
  .regex(DAY, { error: 'Date invalide (format AAAA-MM-JJ).' })
  .refine((day) => parisLocalToEpoch(`${day}T00:00`) !== null, { error: 'Date invalide.' });

/**
 * A series of rides (issue 22 « transport en série »): the days of the week, the Paris wall-clock time, a start
 * and either an end date or a number of sessions, minus the exception days (a public holiday, a hospital stay).
 */
export const seriesSpecSchema = z
  .object({
    weekdays: z
      .array(z.number().int().min(1).max(7))
      .min(1, { error: 'Choisissez au moins un jour de la semaine.' }),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure invalide (ex. 08:30).' }),
    startDate: dayShape,
    end: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('date'), date: dayShape }),
      z.object({
        kind: z.literal('count'),
        count: z
          .number({ error: 'Indiquez le nombre de séances.' })
          .int({ error: 'Le nombre de séances est un nombre entier.' })
          .min(1, { error: 'Une série compte au moins une séance.' })
          .max(MAX_SERIES_SESSIONS, {
            error: `Une série compte au plus ${MAX_SERIES_SESSIONS} séances.`,
          }),
      }),
    ]),
    exceptions: z.array(dayShape).default([]),
  })
  .refine((spec) => spec.end.kind !== 'date' || spec.end.date >= spec.startDate, {
    error: 'La date de fin précède la date de début.',
    path: ['end', 'date'],
  });
export type SeriesSpec = z.input<typeof seriesSpecSchema>;

export interface SeriesSession {
  /** 1, 2, 3…: « séance 3 / 12 ». */
  number: number;
  /** The Paris calendar day, « 2027-03-29 ». */
  day: string;
  /** The instant of the Paris wall-clock time that day (so 08:30 stays 08:30 across DST changes). */
  at: EpochMillis;
}

export type SeriesExpansion =
  | { ok: true; sessions: SeriesSession[] }
  | { ok: false; errors: { path: string; message: string }[] };

const MS_PER_DAY = 86_400_000;
const isoWeekday = (utcMidnight: number) => ((new Date(utcMidnight).getUTCDay() + 6) % 7) + 1;
const toDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * Every session of a series, in order. Calendar days are walked in UTC (no DST there), each session's instant is
 * then taken from its Paris wall-clock time. Exception days are skipped and, for a count, do not count: « 12
 * séances » means twelve rides. Too many sessions (a far end date) is refused, never cut short silently.
 */
export function expandSeries(input: SeriesSpec): SeriesExpansion {
  const parsed = seriesSpecSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    };
  const spec = parsed.data;
  const weekdays = new Set(spec.weekdays);
  const exceptions = new Set(spec.exceptions);
  const [year, month, day] = spec.startDate.split('-').map(Number) as [number, number, number];
  const wanted = spec.end.kind === 'count' ? spec.end.count : Number.POSITIVE_INFINITY;
  const lastDay = spec.end.kind === 'date' ? spec.end.date : null;
  const sessions: SeriesSession[] = [];
  for (
    let cursor = Date.UTC(year, month - 1, day);
    sessions.length < wanted;
    cursor += MS_PER_DAY
  ) {
    const current = toDay(cursor);
    if (lastDay !== null && current > lastDay) break;
    if (!weekdays.has(isoWeekday(cursor)) || exceptions.has(current)) continue;
    if (sessions.length === MAX_SERIES_SESSIONS)
      return {
        ok: false,
        errors: [
          {
            path: 'end',
            message: `Une série compte au plus ${MAX_SERIES_SESSIONS} séances : avancez la date de fin.`,
          },
        ],
      };
    const at = parisLocalToEpoch(`${current}T${spec.time}`);
    if (at === null) continue;
    sessions.push({ number: sessions.length + 1, day: current, at });
  }
  if (sessions.length === 0)
    return {
      ok: false,
      errors: [{ path: 'weekdays', message: 'Aucune séance entre ces dates pour ces jours.' }],
    };
  return { ok: true, sessions };
}

/** « Séance 3 / 12 ». */
export const sessionLabel = (session: SeriesSession, total: number): string =>
  `Séance ${session.number} / ${total}`;

/** The Paris day of an instant, for the exception picker (a session already listed). */
export const sessionDay = epochToParisDay;
