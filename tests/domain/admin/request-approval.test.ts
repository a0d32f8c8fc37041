import { describe, expect, it } from 'vitest';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { NO_SUBSCRIPTION, type Subscription } from '@/domain/subscription/subscription';
import {
  decideRequest,
  organisationSubscriptionTarget,
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

describe('[ADM-ORG] the organisation document that also receives an approved subscription (issue 13)', () => {
  it.each([
    ['an ambulance account', { userType: 'ambulance', orga_id: 'ambu_0001' }, 'ambulanceCompanies'],
    ['a clinic account', { userType: 'clinique', orga_id: 'clin_0002' }, 'clinics'],
    ['a VTC account', { userType: 'vtc', orga_id: 'vtc_0003' }, 'vtcCompanies'],
    ['a patient (owns none)', { userType: 'patient', orga_id: 'pat_0001' }, null],
    ['an account without organisation id', { userType: 'clinique', orga_id: '' }, null],
  ] as const)('%s', (_name, account, collection) => {
    const target = organisationSubscriptionTarget(account);
    expect(target?.collection ?? null).toBe(collection);
    if (target) expect(target.id).toBe(account.orga_id);
  });

  it('[ADM-ORG] an approval keeps the units asked for; a trial carries none', () => {
    const approved = decideRequest('approve', { plan: 'pro', current: null, units: 3 }, 1000);
    expect(approved.ok && approved.subscription?.units).toBe(3);
    const trial = decideRequest('trial', { plan: 'pro', current: null, units: 3 }, 1000);
    expect(trial.ok && trial.subscription?.units).toBeUndefined();
  });
});
