import { MILLIS_PER_DAY, MILLIS_PER_HOUR, MILLIS_PER_MINUTE } from '@/domain/shared/clock';
import {
  formatDateTime,
  formatTime,
  FRENCH_LOCALE,
  PARIS_TIME_ZONE,
  type EpochMillis,
} from '@/domain/shared/timestamp';

const relative = new Intl.RelativeTimeFormat(FRENCH_LOCALE, { numeric: 'auto' });
const day = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

export interface NotificationTime {
  /** What the list shows: « à l’instant », « il y a 5 minutes », « il y a 3 heures », else the date. */
  label: string;
  /** Always the full date and time, Europe/Paris: « 22/11/2026 14:02 ». */
  absolute: string;
}

/** When a notification arrived, relative while it is recent, as a fr-FR date beyond a day. */
export function notificationTime(createdAt: EpochMillis, now: EpochMillis): NotificationTime {
  const absolute = formatDateTime(createdAt);
  // A server clock slightly ahead of the device's must not read « dans 1 minute ».
  const age = Math.max(0, now - createdAt);
  if (age < MILLIS_PER_MINUTE) return { label: 'à l’instant', absolute };
  if (age < MILLIS_PER_HOUR) {
    return { label: relative.format(-Math.floor(age / MILLIS_PER_MINUTE), 'minute'), absolute };
  }
  if (age < MILLIS_PER_DAY) {
    return { label: relative.format(-Math.floor(age / MILLIS_PER_HOUR), 'hour'), absolute };
  }
  return { label: `le ${day.format(createdAt)} à ${formatTime(createdAt)}`, absolute };
}

/** « Notifications », « Notifications (1 non lue) », « Notifications (3 non lues) »: the bell's accessible name. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  return `Notifications (${bellCount(unread)} ${unread > 1 ? 'non lues' : 'non lue'})`;
}

/**
 * The count the bell's badge shows; its accessible name quotes the same text, so what is seen is part of what is
 * heard (WCAG 2.5.3 — axe flagged « 99+ » beside « 150 non lues »).
 */
export const bellCount = (unread: number): string => (unread > 99 ? '99+' : String(unread));
