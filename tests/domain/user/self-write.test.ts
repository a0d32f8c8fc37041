import { describe, expect, it } from 'vitest';
import { startTrial } from '@/domain/subscription/trial';
import { ACCOUNT_MESSAGES } from '@/domain/subscription/account-standing';
import { selfWriteRefusal } from '@/domain/user/self-write';
import { REVOCATION_BACKWARDS_MESSAGE } from '@/domain/user/session-revocation';

/** The founder's organisation, which never had a subscription: the only one a trial may start on. */
const NEW_ORG = { organisation: { owner_uid: 'u1' }, now: 10_000 };

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
    expect(selfWriteRefusal(COMPANY, changes, NEW_ORG)).toBe(
      `Vous ne pouvez pas modifier vous-même : ${field}.`,
    );
  });

  it('[SELF2] writing a locked field with its current value changes nothing, so it passes (rules diff)', () => {
    expect(selfWriteRefusal(COMPANY, { userType: 'vtc', loginCount: 3 }, NEW_ORG)).toBeNull();
  });

  it('[SELF3] the one-time trial start of a company passes; a second one, or a patient’s, is refused', () => {
    const trial = startTrial(null, 1_000);
    expect(selfWriteRefusal(COMPANY, { subscription: trial }, NEW_ORG)).toBeNull();
    expect(
      selfWriteRefusal(
        { ...COMPANY, subscription: trial },
        { subscription: startTrial(trial, 2_000) },
        NEW_ORG,
      ),
    ).toMatch(/subscription/);
    expect(
      selfWriteRefusal({ ...COMPANY, userType: 'patient' }, { subscription: trial }, NEW_ORG),
    ).toMatch(/subscription/);
  });

  it('[SELF4] issue 21: the trial is the organisation’s, once — a member, or a founder whose organisation had one, is refused', () => {
    const trial = startTrial(null, 1_000);
    const member = { organisation: { owner_uid: 'u-founder' }, now: 10_000 };
    const hadOne = { organisation: { owner_uid: 'u1', subscription: trial }, now: 10_000 };
    expect(selfWriteRefusal(COMPANY, { subscription: trial }, member)).toMatch(/subscription/);
    expect(selfWriteRefusal(COMPANY, { subscription: trial }, hadOne)).toMatch(/subscription/);
    expect(
      selfWriteRefusal(COMPANY, { subscription: trial }, { organisation: null, now: 10_000 }),
    ).toMatch(/subscription/);
  });

  it('[SELF5] issue 21: an account an admin switched off writes nothing', () => {
    expect(selfWriteRefusal({ ...COMPANY, isActive: false }, { loginCount: 4 }, NEW_ORG)).toBe(
      ACCOUNT_MESSAGES.inactive,
    );
  });

  it('[SELF6] issue 21: the other-devices sign-out mark only moves forward, up to now', () => {
    const revoked = { ...COMPANY, sessions_revoked_at: 5_000 };
    expect(selfWriteRefusal(revoked, { sessions_revoked_at: 6_000 }, NEW_ORG)).toBeNull();
    expect(selfWriteRefusal(revoked, { sessions_revoked_at: 5_000 }, NEW_ORG)).toBeNull();
    for (const next of [null, 4_000, 20_000]) {
      expect(selfWriteRefusal(revoked, { sessions_revoked_at: next }, NEW_ORG)).toBe(
        REVOCATION_BACKWARDS_MESSAGE,
      );
    }
  });
});
