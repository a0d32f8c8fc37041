import { describe, expect, it } from 'vitest';
import { organisationTrialTarget, startsTrial } from '@/domain/subscription/organisation-trial';

const founder = {
  uid: 'u-claire',
  userType: 'clinique',
  orga_id: 'clin_0001',
  subscription: { plan: 'pro', status: 'trial' },
};

describe('[TRO1] the founder’s trial goes onto their organisation', () => {
  it.each([
    ['the founder, organisation without subscription', founder, { owner_uid: 'u-claire' }, true],
    ['a member (not the owner)', { ...founder, uid: 'u-sarah' }, { owner_uid: 'u-claire' }, false],
    [
      'an organisation already subscribed',
      founder,
      { owner_uid: 'u-claire', subscription: { status: 'active' } },
      false,
    ],
    ['no organisation document', founder, null, false],
    [
      'an active subscription, not a trial',
      { ...founder, subscription: { status: 'active' } },
      { owner_uid: 'u-claire' },
      false,
    ],
    ['a patient', { ...founder, userType: 'patient' }, { owner_uid: 'u-claire' }, false],
  ])('[TRO1] %s', (_name, profile, organisation, copies) => {
    const target = organisationTrialTarget(profile, organisation);
    expect(target).toEqual(copies ? { collection: 'clinics', id: 'clin_0001' } : null);
  });

  it('[TRO1] only a change that starts a trial asks for the copy', () => {
    expect(startsTrial({ subscription: { status: 'trial' } })).toBe(true);
    expect(startsTrial({ subscription: { status: 'active' } })).toBe(false);
    expect(startsTrial({ phone: '0601020304' })).toBe(false);
  });
});
