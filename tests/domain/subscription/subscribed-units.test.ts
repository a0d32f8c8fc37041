import { describe, expect, it } from 'vitest';
import { subscribedUnits } from '@/domain/subscription/subscribed-units';

type Sub = Parameters<typeof subscribedUnits>[0];
const sub = (status: string, units?: number): Sub =>
  ({ status, plan: 'pro', ...(units === undefined ? {} : { units }) }) as Sub;

describe('[SUB10] the units an organisation subscribed (spec §9, issue 13)', () => {
  it.each([
    ['the organisation’s, as its document carries them', sub('active', 2), sub('active', 5), 5],
    ['a member without their own: the organisation’s', null, sub('active', 5), 5],
    ['no organisation subscription: the user’s own', sub('active', 3), null, 3],
    ['the organisation’s records none: the user’s own', sub('active', 3), sub('active'), 3],
    ['an expired organisation subscription does not count', sub('active', 3), sub('expired', 9), 3],
    ['a trial records none: unknown', sub('trial'), null, null],
    ['nothing that grants access: unknown', sub('expired', 4), sub('none', 4), null],
    ['no subscription at all: unknown', undefined, null, null],
  ] as const)('%s', (_name, own, organisationSubscription, units) => {
    const organisation =
      organisationSubscription === null ? null : { subscription: organisationSubscription };
    expect(subscribedUnits(own, organisation)).toBe(units);
  });
});
