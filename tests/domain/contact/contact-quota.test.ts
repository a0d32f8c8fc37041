import { describe, expect, it } from 'vitest';
import {
  CONTACT_DAILY_CAP,
  CONTACT_QUOTA,
  CONTACT_TOO_SOON,
  nextContactQuota,
  readContactQuota,
} from '@/domain/contact/contact-quota';
import { MILLIS_PER_DAY, MILLIS_PER_MINUTE } from '@/domain/shared/clock';

const T0 = Date.UTC(2026, 10, 24, 9);

describe('[CQ1] one contact message a minute, a few a day, per account', () => {
  it('[CQ1] the first message opens a window', () => {
    expect(nextContactQuota(null, T0)).toEqual({
      ok: true,
      next: { last: T0, windowStart: T0, count: 1 },
      opensWindow: true,
    });
  });
  it('[CQ1] within the minute: refused in French', () => {
    const before = { last: T0, windowStart: T0, count: 1 };
    expect(nextContactQuota(before, T0 + MILLIS_PER_MINUTE - 1)).toEqual({
      ok: false,
      reason: CONTACT_TOO_SOON,
    });
  });
  it('[CQ1] a minute later, the count grows in the same window', () => {
    const before = { last: T0, windowStart: T0, count: 1 };
    expect(nextContactQuota(before, T0 + MILLIS_PER_MINUTE)).toEqual({
      ok: true,
      next: { last: T0 + MILLIS_PER_MINUTE, windowStart: T0, count: 2 },
      opensWindow: false,
    });
  });
  it('[CQ1] the window full: refused until it is over, then a new one opens', () => {
    const full = {
      last: T0 + 10 * MILLIS_PER_MINUTE,
      windowStart: T0,
      count: CONTACT_QUOTA.perWindow,
    };
    expect(nextContactQuota(full, T0 + MILLIS_PER_DAY - 1)).toEqual({
      ok: false,
      reason: CONTACT_DAILY_CAP,
    });
    expect(nextContactQuota(full, T0 + MILLIS_PER_DAY)).toMatchObject({
      ok: true,
      next: { count: 1, windowStart: T0 + MILLIS_PER_DAY },
    });
  });
  it('[CQ1] reads numbers or timestamps; anything else is no counter', () => {
    expect(readContactQuota({ last: { toMillis: () => T0 }, window_start: T0, count: 2 })).toEqual({
      last: T0,
      windowStart: T0,
      count: 2,
    });
    expect(readContactQuota({ last: 'hier', window_start: T0, count: 2 })).toBeNull();
    expect(readContactQuota(undefined)).toBeNull();
  });
});
