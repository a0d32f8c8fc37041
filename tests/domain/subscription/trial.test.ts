import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MILLIS_PER_DAY, MILLIS_PER_HOUR } from '@/domain/shared/clock';
import { NO_SUBSCRIPTION, type Subscription } from '@/domain/subscription/subscription';
import { canStartTrial, startTrial, trialDaysLeft } from '@/domain/subscription/trial';
import { NOW } from '../user/user-fixture';

describe('[SUB2] a trial is offered only when the status is none and a trial is available', () => {
  it.each([
    [undefined, true],
    [null, true],
    [{ status: 'none' }, true],
    [{ status: 'none', isTrialAvailable: true }, true],
    [{ status: 'none', isTrialAvailable: false }, false],
    [{ status: 'trial' }, false],
    [{ status: 'active' }, false],
    [{ status: 'suspended' }, false],
    [{ status: 'expired', isTrialAvailable: true }, false],
  ] as const)('[SUB2] %j → %s', (subscription, expected) => {
    expect(canStartTrial(subscription)).toBe(expected);
  });
});

describe('[SUB3] starting a trial: status trial, plan, start now, ends 14 days ahead', () => {
  it('[SUB3] default plan is pro', () => {
    const trial = startTrial(NO_SUBSCRIPTION, NOW);
    expect(trial).toEqual({
      plan: 'pro',
      status: 'trial',
      startDate: NOW,
      endDate: NOW + 14 * MILLIS_PER_DAY,
      trialEndsAt: NOW + 14 * MILLIS_PER_DAY,
      isTrialAvailable: false,
    });
  });

  it('[SUB3] keeps the given plan, even from no subscription; a trial is had once (no longer available after)', () => {
    expect(startTrial(null, NOW, 'premium').plan).toBe('premium');
    const withFlag: Subscription = { ...NO_SUBSCRIPTION, isTrialAvailable: true };
    const trial = startTrial(withFlag, NOW);
    expect(trial.isTrialAvailable).toBe(false);
    expect(canStartTrial({ ...trial, status: 'none' })).toBe(false);
  });

  it('[SUB3] a fresh trial has 14 days left', () => {
    expect(trialDaysLeft(startTrial(undefined, NOW), NOW)).toBe(14);
  });
});

describe('[SUB4] trial days left: 0 once passed, rounded up, null when unreadable', () => {
  it.each([
    [NOW + 14 * MILLIS_PER_DAY, 14],
    [NOW + 1, 1],
    [NOW + MILLIS_PER_DAY + MILLIS_PER_HOUR, 2],
    [NOW, 0],
    [NOW - MILLIS_PER_DAY, 0],
    [null, null],
    [Number.NaN, null],
  ])('[SUB4] end %s → %s', (trialEndsAt, expected) => {
    expect(trialDaysLeft({ trialEndsAt }, NOW)).toBe(expected);
  });

  it('[SUB4] no subscription → null', () => {
    expect(trialDaysLeft(undefined, NOW)).toBeNull();
  });

  it('[SUB4] property: never negative, and never decreases as the end moves later', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.nat(1e9), (offset, extra) => {
        const a = trialDaysLeft({ trialEndsAt: NOW + offset }, NOW)!;
        const b = trialDaysLeft({ trialEndsAt: NOW + offset + extra }, NOW)!;
        return a >= 0 && b >= a;
      }),
    );
  });
});
