import { describe, expect, it } from 'vitest';
import {
  accountCode,
  addMonths,
  invoiceNumber,
  previousDay,
  subscriptionInvoices,
  toParisDay,
} from '@/domain/billing/invoices';

const paris = (iso: string) => Date.parse(iso);

describe('[INV1] monthly periods follow the Paris calendar, clamped to the month’s end', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-24', 2, '2027-01-24'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-10', 0, '2026-03-10'],
  ])('[INV1] %s + %i month(s) → %s', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it.each([
    ['2026-03-01', '2026-02-28'],
    ['2027-01-01', '2026-12-31'],
  ])('[INV1] the day before %s is %s', (day, expected) => {
    expect(previousDay(day)).toBe(expected);
  });

  it('[INV1] 23:30 UTC on 31 December is already 1 January in Paris', () => {
    expect(toParisDay(paris('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('[INV2] invoice numbers: account, month of the period, rank', () => {
  it.each([
    ['ambu_0001', '2026-11-24', 3, 'FAC-AMBU0001-202611-003'],
    ['vtc-0002', '2027-01-05', 12, 'FAC-VTC0002-202701-012'],
    ['___', '2026-01-01', 1, 'FAC-COMPTE-202601-001'],
  ])('[INV2] %s, %s, #%i → %s', (account, day, rank, expected) => {
    expect(invoiceNumber(account, day, rank)).toBe(expected);
  });

  it('[INV2] account codes keep A–Z 0–9 only, 12 at most', () => {
    expect(accountCode('clin_0001-très-long-nom')).toBe('CLIN0001TRSL');
  });
});

describe('[INV3] invoices are derived from the subscription, newest first', () => {
  const start = paris('2026-09-15T10:00:00Z');
  const base = { monthlyHT: 74, account: 'vtc_0001' };

  it('[INV3] an active subscription has one invoice per started month, the current one en cours', () => {
    const invoices = subscriptionInvoices({
      ...base,
      subscription: { status: 'active', startDate: start, endDate: null },
      now: paris('2026-11-24T12:00:00Z'),
    });
    expect(
      invoices.map((invoice) => [
        invoice.number,
        invoice.periodStart,
        invoice.periodEnd,
        invoice.status,
      ]),
    ).toEqual([
      ['FAC-VTC0001-202611-003', '2026-11-15', '2026-12-14', 'en_cours'],
      ['FAC-VTC0001-202610-002', '2026-10-15', '2026-11-14', 'emise'],
      ['FAC-VTC0001-202609-001', '2026-09-15', '2026-10-14', 'emise'],
    ]);
    expect(invoices[0]!.amount).toEqual({ ht: 74, vatRate: 0.2, vat: 14.8, ttc: 88.8 });
  });

  it('[INV3] an expired subscription stops at its end date', () => {
    const invoices = subscriptionInvoices({
      ...base,
      subscription: { status: 'expired', startDate: start, endDate: paris('2026-10-15T10:00:00Z') },
      now: paris('2027-03-01T12:00:00Z'),
    });
    expect(invoices.map((invoice) => invoice.rank)).toEqual([1]);
  });

  it.each([
    ['trial', start],
    ['none', start],
    ['active', null],
  ] as const)('[INV3] status %s, start %s: nothing to invoice', (status, startDate) => {
    const invoices = subscriptionInvoices({
      ...base,
      subscription: { status, startDate, endDate: null },
      now: paris('2026-11-24T12:00:00Z'),
    });
    expect(invoices).toEqual([]);
  });

  it('[INV3] a start in the future has no invoice yet; no subscription neither', () => {
    const now = paris('2026-09-01T00:00:00Z');
    expect(
      subscriptionInvoices({
        ...base,
        subscription: { status: 'active', startDate: start, endDate: null },
        now,
      }),
    ).toEqual([]);
    expect(subscriptionInvoices({ ...base, subscription: null, now })).toEqual([]);
  });
});
