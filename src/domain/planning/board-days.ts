import { parisDayEnd, parisDayStart } from '@/domain/shared/paris-local-time';
import type { EpochMillis } from '@/domain/shared/timestamp';

/** Issue 23 item 3: the board shows one day or the seven days of a week (Monday first), in Paris time. */
export type BoardScope = 'day' | 'week';

export interface BoardDay {
  /** « 2026-11-24 » */
  day: string;
  start: EpochMillis;
  /** The first millisecond of the next day: a DST day lasts 23 or 25 hours. */
  end: EpochMillis;
}

const pad = (value: number) => String(value).padStart(2, '0');
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `offset` days after `day` (calendar arithmetic: no time zone involved). */
export function addDays(day: string, offset: number): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Jour invalide : ${day}`);
  const date = new Date(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + offset),
  );
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function boardDay(day: string): BoardDay {
  const start = parisDayStart(day);
  const last = parisDayEnd(day);
  if (start === null || last === null) throw new Error(`Jour invalide : ${day}`);
  return { day, start, end: last + 1 };
}

/** The columns of the board holding `day`: that day, or its week from Monday to Sunday. */
export function boardDays(day: string, scope: BoardScope): BoardDay[] {
  if (scope === 'day') return [boardDay(day)];
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, index) => boardDay(addDays(monday, index)));
}
