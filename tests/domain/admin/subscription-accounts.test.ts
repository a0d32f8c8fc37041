import { describe, expect, it } from 'vitest';
import { buildTestAccount } from '@/domain/admin/test-data';
import { filterAccounts, subscriptionAccounts } from '@/domain/admin/subscription-accounts';
import { parseUser, type User } from '@/domain/user/user';

const user = (
  uid: string,
  type: string,
  createdAt: number,
  patch: Record<string, unknown> = {},
): User => {
  const parsed = parseUser(uid, {
    ...buildTestAccount('ambulance', uid, 'a', createdAt),
    userType: type,
    email: `${uid}@exemple.fr`,
    ...patch,
  });
  if (!parsed.ok) throw new Error('fixture');
  return parsed.value;
};

const USERS = [
  user('a', 'ambulance', 1),
  user('c', 'clinique', 3, { displayName: 'Clinique Sainte-Hélène' }),
  user('v', 'vtc', 2, { isActive: false, subscription: { status: 'trial', plan: 'pro' } }),
  user('p', 'patient', 4),
  user('x', 'admin', 5),
];

describe('[ADM7] the subscription view: ambulance, clinique and vtc accounts, newest first', () => {
  it('[ADM7] leaves out patients and admins, newest first', () => {
    expect(subscriptionAccounts(USERS).map((u) => u.uid)).toEqual(['c', 'v', 'a']);
  });

  it.each([
    [{ type: 'vtc' as const }, ['v']],
    [{ status: 'trial' as const }, ['v']],
    [{ status: 'active' as const }, ['a', 'c', 'p', 'x']],
    [{ search: 'HELENE' }, ['c']],
    [{ search: 'v@exemple' }, ['v']],
    [{ active: 'no' as const }, ['v']],
    [{}, ['a', 'c', 'v', 'p', 'x']],
  ])('[ADM7] filter %j keeps %j', (filter, ids) => {
    expect(filterAccounts(USERS, filter).map((u) => u.uid)).toEqual(ids);
  });
});
