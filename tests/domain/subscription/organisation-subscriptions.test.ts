import { describe, expect, it } from 'vitest';
import { subscriptionsToCarry } from '@/domain/subscription/organisation-subscriptions';
import type { Subscription } from '@/domain/subscription/subscription';

const active: Subscription = {
  plan: 'pro',
  status: 'active',
  startDate: 1,
  endDate: 2,
  trialEndsAt: null,
};
const founder = (uid: string, subscription: unknown = active) => ({
  uid,
  userType: 'clinique',
  orga_id: `clin_${uid}`,
  subscription: subscription as Subscription | null,
});
const clinic = (owner: string, data: Record<string, unknown> = {}) => ({
  collection: 'clinics' as const,
  id: `clin_${owner}`,
  data: { owner_uid: owner, ...data },
});

describe('[OSUB1] founders’ subscriptions carried onto their organisations', () => {
  it.each([
    ['an active founder, organisation without one', founder('a'), clinic('a'), true],
    [
      'a trial founder',
      founder('a', { ...active, status: 'trial' } satisfies Subscription),
      clinic('a'),
      true,
    ],
    ['an expired founder', founder('a', { ...active, status: 'expired' }), clinic('a'), false],
    ['no subscription', founder('a', null), clinic('a'), false],
    ['organisation already subscribed', founder('a'), clinic('a', { subscription: active }), false],
    [
      'organisation with an expired one (the founder renewed)',
      founder('a'),
      clinic('a', { subscription: { ...active, status: 'expired' } }),
      true,
    ],
    [
      'a profile naming another organisation',
      { ...founder('a'), orga_id: 'clin_z' },
      clinic('a'),
      false,
    ],
  ])('[OSUB1] %s', (_name, user, organisation, carried) => {
    const writes = subscriptionsToCarry([user], [organisation]);
    expect(writes).toEqual(
      carried
        ? [{ collection: 'clinics', id: organisation.id, subscription: user.subscription }]
        : [],
    );
  });
});
