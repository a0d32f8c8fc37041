import { withVat, type TaxedAmount } from '@/domain/pricing/subscription-price';
import { PARIS_TIME_ZONE, type EpochMillis } from '@/domain/shared/timestamp';
import type { Subscription } from '@/domain/subscription/subscription';

/** A day of the Paris calendar, « 2026-11-24 »: invoice periods are calendar dates, not instants. */
export type CalendarDay = string;

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: PARIS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function toParisDay(millis: EpochMillis): CalendarDay {
  return parisDay.format(new Date(millis));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The same day `months` later, clamped to the month's end (31 January + 1 month → 28 or 29 February). */
export function addMonths(day: CalendarDay, months: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** The day before, for a period's inclusive end. */
export function previousDay(day: CalendarDay): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const before = new Date(Date.UTC(year, month - 1, date - 1));
  return `${before.getUTCFullYear()}-${pad(before.getUTCMonth() + 1)}-${pad(before.getUTCDate())}`;
}

/** Only A–Z and 0–9 in an invoice number, at most 12 of them: « ambu_0001 » → « AMBU0001 ». */
export function accountCode(raw: string): string {
  return (
    raw
      .toUpperCase()
      .replace(/[^0-9A-Z]/g, '')
      .slice(0, 12) || 'COMPTE'
  );
}

/** « FAC-AMBU0001-202611-003 »: account, month of the period's start, and the invoice's rank for that account. */
export function invoiceNumber(account: string, periodStart: CalendarDay, rank: number): string {
  const [year, month] = periodStart.split('-');
  return `FAC-${accountCode(account)}-${year}${month}-${pad(rank, 3)}`;
}

export const INVOICE_STATUSES = ['emise', 'en_cours'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  emise: 'Émise',
  en_cours: 'Période en cours',
};

export interface Invoice {
  number: string;
  rank: number;
  /** Issued on the first day of its period (terme à échoir). */
  issuedOn: CalendarDay;
  periodStart: CalendarDay;
  /** Inclusive. */
  periodEnd: CalendarDay;
  amount: TaxedAmount;
  status: InvoiceStatus;
}

/** Statuses whose periods were (or are) paid for; a trial is free and none has nothing to invoice. */
const INVOICED_STATUSES: ReadonlySet<string> = new Set(['active', 'expired', 'suspended']);
/** Ten years of monthly invoices: a guard against a corrupt start date, never reached in practice. */
const MAX_INVOICES = 120;

/**
 * The monthly invoices of a subscription, newest first: one per month from its start until now (or its end, when
 * it has one before now). `monthlyHT` is the price agreed for it (the approved request's, else the base price).
 */
export function subscriptionInvoices(input: {
  subscription: Pick<Subscription, 'status' | 'startDate' | 'endDate'> | null | undefined;
  monthlyHT: number;
  account: string;
  now: EpochMillis;
}): Invoice[] {
  const { subscription, monthlyHT, account, now } = input;
  const start = subscription?.startDate ?? null;
  if (!subscription || start === null || !INVOICED_STATUSES.has(subscription.status)) return [];
  const end = subscription.endDate ?? null;
  const limit = end !== null && end < now ? end : now;
  if (start > limit) return [];
  const firstDay = toParisDay(start);
  const lastDay = toParisDay(limit);
  const today = toParisDay(now);
  const invoices: Invoice[] = [];
  for (let index = 0; index < MAX_INVOICES; index += 1) {
    const periodStart = addMonths(firstDay, index);
    // An end date that falls on a period boundary closes the last period; it does not open a new one.
    if (periodStart > lastDay || (index > 0 && periodStart === lastDay && limit === end)) break;
    const periodEnd = previousDay(addMonths(firstDay, index + 1));
    invoices.push({
      number: invoiceNumber(account, periodStart, index + 1),
      rank: index + 1,
      issuedOn: periodStart,
      periodStart,
      periodEnd,
      amount: withVat(monthlyHT),
      status: periodStart <= today && today <= periodEnd ? 'en_cours' : 'emise',
    });
  }
  return invoices.reverse();
}

/** « 24/11/2026 » from a calendar day. */
export function formatCalendarDay(day: CalendarDay): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
