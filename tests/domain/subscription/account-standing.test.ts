import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  accountRefusal,
  accountStanding,
  needsAccess,
} from '@/domain/subscription/account-standing';
import { grantsAccessAt, hasAccess } from '@/domain/subscription/access';
import type { Operation } from '@/domain/sync/operation';

const NOW = 1_000_000;
const actor = { uid: 'u1', role: 'ambulance' as const, orgId: 'ambu_0001' };
const status = (to: 'accepted' | 'assigned' | 'completed' | 'cancelled'): Operation => ({
  kind: 'transport.status',
  opId: `op-${to}`,
  transportId: 't1',
  update: { opId: `op-${to}`, status: to, actor, deviceTime: NOW },
});
const create: Operation = { kind: 'transport.create', opId: 'c', transportId: 't1', transport: {} };

describe('[ACC-S] issue 21: the account’s standing, as the server judges a write', () => {
  it.each([
    [{ status: 'active', endDate: NOW + 1 }, true],
    [{ status: 'active', endDate: NOW }, false],
    [{ status: 'trial', endDate: NOW + 1 }, true],
    [{ status: 'trial', endDate: NOW - 1 }, false],
    [{ status: 'active' }, true],
    [{ status: 'expired', endDate: NOW + 1 }, false],
    [{ status: 'suspended' }, false],
    [null, false],
  ])('[ACC-S1] %j grants access at now: %s (status and end date)', (subscription, expected) => {
    expect(grantsAccessAt(subscription, NOW)).toBe(expected);
  });

  it('[ACC-S1b] the screens decide as the server: an ended subscription opens no dashboard at now', () => {
    const profile = {
      userType: 'clinique',
      subscription: { status: 'active' as const, plan: null, endDate: NOW - 1 },
    };
    expect(hasAccess(profile).hasAccess).toBe(true);
    expect(hasAccess(profile, null, NOW)).toEqual({ hasAccess: false, needsSubscription: true });
  });

  it('[ACC-S2] a member works under the organisation’s subscription when its own does not grant access', () => {
    const member = { userType: 'clinique', subscription: null };
    const running = { subscription: { status: 'active', endDate: NOW + 1 } };
    const ended = { subscription: { status: 'active', endDate: NOW - 1 } };
    expect(accountStanding(member, running, NOW).access).toBe(true);
    expect(accountStanding(member, ended, NOW).access).toBe(false);
    expect(accountStanding(member, null, NOW).access).toBe(false);
  });

  it('[ACC-S3] admins and patients need no subscription; an unknown role has no access', () => {
    expect(accountStanding({ userType: 'admin' }, null, NOW).access).toBe(true);
    expect(accountStanding({ userType: 'patient' }, null, NOW).access).toBe(true);
    expect(accountStanding({ userType: 'pirate' }, null, NOW).access).toBe(false);
  });

  it('[ACC-S4] filing, accepting, assigning and messaging need access; finishing or cancelling does not', () => {
    expect(needsAccess(create)).toBe(true);
    expect(needsAccess(status('accepted'))).toBe(true);
    expect(needsAccess(status('assigned'))).toBe(true);
    expect(needsAccess(status('completed'))).toBe(false);
    expect(needsAccess(status('cancelled'))).toBe(false);
  });

  it('[ACC-S5] the refusal: inactive first (any write), then « Abonnement requis » where access is needed', () => {
    expect(accountRefusal(status('completed'), { active: false, access: true })).toBe(
      ACCOUNT_MESSAGES.inactive,
    );
    expect(accountRefusal(create, { active: true, access: false })).toBe(ACCOUNT_MESSAGES.noAccess);
    expect(accountRefusal(status('cancelled'), { active: true, access: false })).toBeNull();
    expect(ACCOUNT_MESSAGES.noAccess).toMatch(/^Abonnement requis/);
  });
});
