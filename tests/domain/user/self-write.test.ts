import { describe, expect, it } from 'vitest';
import { startTrial } from '@/domain/subscription/trial';
import { selfWriteRefusal } from '@/domain/user/self-write';

const COMPANY = {
  uid: 'u1',
  userType: 'vtc',
  orga_id: 'vtc_0001',
  isActive: true,
  permissions: [],
};

describe('[SELF] a user’s own merge-write, judged as firestore.rules’ validSelfUpdate', () => {
  it.each([
    [{ userType: 'admin' }, 'userType'],
    [{ orga_id: 'vtc_0002' }, 'orga_id'],
    [{ permissions: ['all'] }, 'permissions'],
    [{ isActive: false }, 'isActive'],
    [{ subscription: { plan: 'pro', status: 'active' } }, 'subscription'],
  ])('[SELF1] %j is refused, naming %s', (changes, field) => {
    expect(selfWriteRefusal(COMPANY, changes)).toBe(
      `Vous ne pouvez pas modifier vous-même : ${field}.`,
    );
  });

  it('[SELF2] writing a locked field with its current value changes nothing, so it passes (rules diff)', () => {
    expect(selfWriteRefusal(COMPANY, { userType: 'vtc', loginCount: 3 })).toBeNull();
  });

  it('[SELF3] the one-time trial start of a company passes; a second one, or a patient’s, is refused', () => {
    const trial = startTrial(null, 1_000);
    expect(selfWriteRefusal(COMPANY, { subscription: trial })).toBeNull();
    expect(
      selfWriteRefusal(
        { ...COMPANY, subscription: trial },
        { subscription: startTrial(trial, 2_000) },
      ),
    ).toMatch(/subscription/);
    expect(selfWriteRefusal({ ...COMPANY, userType: 'patient' }, { subscription: trial })).toMatch(
      /subscription/,
    );
  });
});
