import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyRevenue, revenueCategory } from '@/domain/subscription/revenue';

describe('[SUB9] revenue counts active subscriptions only (spec §9)', () => {
  it.each([
    ['ambulance', 'ambulance'],
    ['clinique', 'etablissement'],
    ['vtc', 'vtc'],
    ['taxi', 'vtc'],
    ['admin', null],
    ['patient', null],
  ])('[SUB9] %s is billed as %s', (userType, category) => {
    expect(revenueCategory(userType)).toBe(category);
  });

  it('[SUB9] no active subscription: everything is 0', () => {
    expect(monthlyRevenue([{ userType: 'ambulance', status: 'trial' }])).toEqual({
      activeCount: 0,
      monthly: 0,
      annual: 0,
      averagePerSubscription: 0,
    });
  });

  it('[SUB9] 199 + 299 + 29.9 × 3, annual 12×, average per active subscription', () => {
    const summary = monthlyRevenue([
      { userType: 'ambulance', status: 'active' },
      { userType: 'clinique', status: 'active' },
      { userType: 'vtc', status: 'active' },
      { userType: 'vtc', status: 'active' },
      { userType: 'taxi', status: 'active' },
      { userType: 'vtc', status: 'expired' },
      { userType: 'admin', status: 'active' },
    ]);
    expect(summary).toEqual({
      activeCount: 5,
      monthly: 587.7,
      annual: 7052.4,
      averagePerSubscription: 117.54,
    });
  });

  it('[SUB9] property: annual is 12 × monthly and adding a subscription never lowers revenue', () => {
    const sub = fc.record({
      userType: fc.constantFrom('ambulance', 'clinique', 'vtc', 'admin', 'patient'),
      status: fc.constantFrom('none', 'trial', 'active', 'suspended', 'expired'),
    });
    fc.assert(
      fc.property(fc.array(sub), sub, (subs, extra) => {
        const before = monthlyRevenue(subs);
        const after = monthlyRevenue([...subs, extra]);
        expect(before.annual).toBeCloseTo(before.monthly * 12, 6);
        expect(after.monthly).toBeGreaterThanOrEqual(before.monthly);
      }),
    );
  });
});
