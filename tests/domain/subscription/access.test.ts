import { describe, expect, it } from 'vitest';
import { accessCheckFailure, effectiveSubscription, hasAccess } from '@/domain/subscription/access';

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

describe('[SUB9] a member works under their organisation’s subscription (issue 13)', () => {
  const sub = (status: string, plan: 'pro' | 'premium' = 'pro') =>
    ({ status, plan }) as Parameters<typeof effectiveSubscription>[0];
  it.each([
    ['own active, organisation none: own', sub('active', 'premium'), null, 'premium'],
    ['own none, organisation active: the organisation’s', sub('none'), sub('active'), 'pro'],
    ['no own at all, organisation on trial: the organisation’s', null, sub('trial'), 'pro'],
    ['own expired, organisation active: the organisation’s', sub('expired'), sub('active'), 'pro'],
    ['both active: own first', sub('active', 'premium'), sub('active'), 'premium'],
    ['own none, organisation expired: none', sub('none'), sub('expired'), null],
    ['own none, no organisation document: none', sub('none'), undefined, null],
  ] as const)('%s', (_name, own, organisationSubscription, plan) => {
    const organisation =
      organisationSubscription === undefined ? null : { subscription: organisationSubscription };
    expect(effectiveSubscription(own, organisation)?.plan ?? null).toBe(plan);
    const decision = hasAccess({ userType: 'clinique', subscription: own }, organisation);
    expect(decision.hasAccess).toBe(plan !== null);
    if (plan !== null) expect(decision.plan).toBe(plan);
  });

  it('[SUB9] an organisation’s subscription changes nothing for admins and patients', () => {
    const organisation = { subscription: sub('expired') };
    expect(hasAccess({ userType: 'admin' }, organisation).hasAccess).toBe(true);
    expect(hasAccess({ userType: 'patient' }, organisation).hasAccess).toBe(true);
  });
});
