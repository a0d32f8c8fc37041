import { describe, expect, it } from 'vitest';
import {
  MULTI_ROLE_USERS_COLLECTION,
  parseMultiRoleUser,
  toMultiRoleUser,
} from '@/domain/user/multi-role-user';
import { makeUser, NOW } from './user-fixture';

describe('[USR13] the migration copies each user into multiRoleUsers (spec §3)', () => {
  it('[USR13] field mapping', () => {
    const user = makeUser({
      userType: 'vtc',
      orga_id: 'vtc_0003',
      firstName: 'Ali',
      lastName: 'Ben',
      displayName: 'Ali Ben',
      phoneNumber: '0611',
      createdAt: NOW,
      lastLogin: NOW,
      subscription: { plan: 'pro', status: 'trial' },
    });
    expect(toMultiRoleUser(user)).toEqual({
      id: 'u1',
      uid: 'u1',
      email: 'jeanne@exemple.fr',
      role: 'vtc',
      organization_id: 'vtc_0003',
      personal_info: {
        first_name: 'Ali',
        last_name: 'Ben',
        display_name: 'Ali Ben',
        phone: '0611',
      },
      preferences: user.preferences,
      subscription_plan: 'pro',
      subscription_status: 'trial',
      is_active: true,
      permissions: [],
      address: null,
      profile_picture: null,
      timestamps: { created_at: NOW, updated_at: null },
      last_active_at: NOW,
    });
  });

  it('[USR13] without a subscription: no plan, status none', () => {
    const copy = toMultiRoleUser(makeUser());
    expect(copy.subscription_plan).toBeNull();
    expect(copy.subscription_status).toBe('none');
  });

  it('[USR13] the copy reads back through its own schema', () => {
    const copy = toMultiRoleUser(makeUser({ userType: 'admin' }));
    expect(parseMultiRoleUser(copy.id, copy)).toEqual({ ok: true, value: copy });
  });

  it('[USR13] a malformed copy is an error for multiRoleUsers', () => {
    const result = parseMultiRoleUser('x', { id: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.collection).toBe(MULTI_ROLE_USERS_COLLECTION);
    expect(MULTI_ROLE_USERS_COLLECTION).toBe('multiRoleUsers');
  });
});
