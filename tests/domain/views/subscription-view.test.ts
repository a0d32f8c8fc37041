import { describe, expect, it } from 'vitest';
import { MILLIS_PER_DAY } from '@/domain/shared/clock';
import { toSubscriptionView } from '@/domain/views/subscription-view';
import { makeUser, NOW } from '../user/user-fixture';

const END = NOW + 30 * MILLIS_PER_DAY;

describe('[VW1] the admin subscription row is built from the profile (spec §3 views)', () => {
  it('[VW1] an active ambulance company', () => {
    const user = makeUser({
      userType: 'ambulance',
      company_name: 'Ambulances Dupont',
      displayName: 'Paul Dupont',
      phoneNumber: '0601020304',
      lastLogin: NOW,
      subscription: { plan: 'pro', status: 'active', startDate: NOW, endDate: END },
    });
    expect(toSubscriptionView(user)).toEqual({
      id: 'u1',
      companyName: 'Ambulances Dupont',
      displayName: 'Paul Dupont',
      email: 'jeanne@exemple.fr',
      userType: 'ambulance',
      plan: 'pro',
      status: 'active',
      monthlyRevenue: 199,
      startDate: NOW,
      endDate: END,
      nextBilling: END,
      phone: '0601020304',
      lastActivity: NOW,
    });
  });

  it.each([
    ['trial: billing at trial end', { status: 'trial', trialEndsAt: END }, END, 0],
    ['expired: no billing', { status: 'expired', endDate: END }, null, 0],
    ['trial without dates: unknown billing', { status: 'trial' }, null, 0],
    ['active clinic', { status: 'active', endDate: END }, END, 299],
  ])('[VW1] %s', (_label, subscription, nextBilling, revenue) => {
    const view = toSubscriptionView(makeUser({ userType: 'clinique', subscription }));
    expect(view.nextBilling).toBe(nextBilling);
    expect(view.monthlyRevenue).toBe(revenue);
  });

  it('[VW1] no subscription: status none, no plan; last activity falls back to updatedAt', () => {
    const view = toSubscriptionView(makeUser({ userType: 'vtc', updatedAt: NOW }));
    expect(view).toMatchObject({
      plan: null,
      status: 'none',
      startDate: null,
      endDate: null,
      nextBilling: null,
      monthlyRevenue: 0,
      companyName: 'Organisation par défaut',
      lastActivity: NOW,
    });
  });
});
