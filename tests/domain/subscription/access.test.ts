import { describe, expect, it } from 'vitest';
import { accessCheckFailure, hasAccess } from '@/domain/subscription/access';

describe('[SUB8] access by role and subscription (spec §6)', () => {
  it.each([
    [{ userType: 'admin' }, { hasAccess: true, needsSubscription: false, plan: 'premium' }],
    [{ userType: 'patient' }, { hasAccess: true, needsSubscription: false, plan: 'basic' }],
    [
      { userType: 'ambulance', subscription: { status: 'active', plan: 'pro' } },
      { hasAccess: true, needsSubscription: false, plan: 'pro' },
    ],
    [
      { userType: 'clinique', subscription: { status: 'trial', plan: null } },
      { hasAccess: true, needsSubscription: false },
    ],
    [
      { userType: 'taxi', subscription: { status: 'active', plan: 'basic' } },
      { hasAccess: true, needsSubscription: false, plan: 'basic' },
    ],
    [{ userType: 'vtc' }, { hasAccess: false, needsSubscription: true }],
    [
      { userType: 'vtc', subscription: { status: 'expired', plan: 'pro' } },
      { hasAccess: false, needsSubscription: true },
    ],
    [
      { userType: 'ambulance', subscription: { status: 'suspended', plan: 'pro' } },
      { hasAccess: false, needsSubscription: true },
    ],
    [
      { userType: 'clinique', subscription: { status: 'none', plan: null } },
      { hasAccess: false, needsSubscription: true },
    ],
    [{ userType: 'martien' }, { hasAccess: false, needsSubscription: false }],
    [null, { hasAccess: false, needsSubscription: false }],
  ] as const)('[SUB8] %j', (profile, expected) => {
    expect(hasAccess(profile)).toEqual(expected);
  });

  it('[SUB8] a failed check denies access, asks for a subscription and carries the cause', () => {
    expect(accessCheckFailure(new Error('hors ligne'))).toEqual({
      hasAccess: false,
      needsSubscription: true,
      error: 'hors ligne',
    });
    expect(accessCheckFailure('x').error).toBe('Erreur inconnue');
  });
});
