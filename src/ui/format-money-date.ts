import { FRENCH_LOCALE, PARIS_TIME_ZONE, type EpochMillis } from '@/domain/shared/timestamp';

const dateFormat = new Intl.DateTimeFormat(FRENCH_LOCALE, {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** « 24/11/2026 », or « — » when there is no date. */
export const formatDay = (millis: EpochMillis | null | undefined) =>
  millis === null || millis === undefined || !Number.isFinite(millis)
    ? '—'
    : dateFormat.format(new Date(millis));

/** Amounts always with their cents on money pages: « 88,80 € ». */
const cents = new Intl.NumberFormat(FRENCH_LOCALE, {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
});
export const formatAmount = (amount: number) => cents.format(amount);
