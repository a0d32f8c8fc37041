import { describe, expect, it } from 'vitest';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { NO_SUBSCRIPTION, type Subscription } from '@/domain/subscription/subscription';
import {
  decideRequest,
  requestedPlan,
  SUBSCRIPTION_PERIOD_DAYS,
  TRIAL_UNAVAILABLE,
} from '@/domain/admin/request-approval';

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const active: Subscription = { ...NO_SUBSCRIPTION, status: 'active', plan: 'basic' };

describe('[ADM1] processing a request writes the request and the user’s subscription together', () => {
  it.each([
    ['approve', 'approved'],
    ['trial', 'approved'],
    ['reject', 'rejected'],
  ] as const)(
    '[ADM1] %s marks the request %s with processedAt and the action',
    (action, status) => {
      const decision = decideRequest(action, { plan: 'pro', current: null }, NOW, 'note');
      expect(decision.ok && decision.request).toEqual({
        status,
        processedAction: action,
        processedAt: NOW,
        updatedAt: NOW,
        adminNotes: 'note',
      });
    },
  );

  it('[ADM1] approve: the plan asked for, active, from now for one monthly cycle', () => {
    const decision = decideRequest('approve', { plan: 'premium', current: NO_SUBSCRIPTION }, NOW);
    expect(decision.ok && decision.subscription).toMatchObject({
      plan: 'premium',
      status: 'active',
      startDate: NOW,
      endDate: NOW + SUBSCRIPTION_PERIOD_DAYS * MILLIS_PER_DAY,
    });
  });

  it('[ADM1] reject leaves the subscription untouched', () => {
    const decision = decideRequest('reject', { plan: 'pro', current: active }, NOW);
    expect(decision.ok && decision.subscription).toBeNull();
  });

  it.each<[string, Subscription | null, boolean]>([
    ['no subscription', null, true],
    ['status none', NO_SUBSCRIPTION, true],
    ['trial withdrawn', { ...NO_SUBSCRIPTION, isTrialAvailable: false }, false],
    ['already active', active, false],
    ['expired', { ...NO_SUBSCRIPTION, status: 'expired' }, false],
  ])(
    '[ADM1] trial only when status none and a trial is available: %s → %s',
    (_, current, granted) => {
      const decision = decideRequest('trial', { plan: 'vip', current }, NOW);
      if (!granted) {
        expect(decision).toEqual({ ok: false, reason: TRIAL_UNAVAILABLE });
        return;
      }
      expect(decision.ok && decision.subscription).toMatchObject({
        status: 'trial',
        plan: 'pro',
        startDate: NOW,
        trialEndsAt: NOW + 14 * MILLIS_PER_DAY,
        endDate: NOW + 14 * MILLIS_PER_DAY,
      });
    },
  );

  it.each([
    ['vip', 'vip'],
    ['ambulance', 'pro'],
    [undefined, 'pro'],
  ])('[ADM1] an unknown plan %s falls back to %s', (plan, expected) => {
    expect(requestedPlan(plan)).toBe(expected);
  });
});
