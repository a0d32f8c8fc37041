import { describe, expect, it } from 'vitest';
import { sanitizeProfileUpdate } from '@/domain/user/profile-update';
import { EMPTY_ROLE_EMAIL_LISTS, type RoleEmailLists } from '@/domain/user/role-email-lists';

const LISTS: RoleEmailLists = { ...EMPTY_ROLE_EMAIL_LISTS, ambulance: ['ambu@exemple.fr'] };

describe('[USR11] listed accounts keep their forced role unless an admin edits (spec §5)', () => {
  it.each([
    [
      'listed, non-admin: userType dropped',
      false,
      'AMBU@exemple.fr',
      { userType: 'vtc', firstName: 'A' },
      { firstName: 'A' },
    ],
    ['listed, admin: kept', true, 'ambu@exemple.fr', { userType: 'vtc' }, { userType: 'vtc' }],
    [
      'not listed, non-admin: kept',
      false,
      'a@b.fr',
      { userType: 'clinique' },
      { userType: 'clinique' },
    ],
    [
      'not listed, non-admin asking admin: dropped',
      false,
      'a@b.fr',
      { userType: 'admin', lastName: 'B' },
      { lastName: 'B' },
    ],
    [
      'no userType: untouched',
      false,
      'ambu@exemple.fr',
      { phoneNumber: '06' },
      { phoneNumber: '06' },
    ],
    [
      'undefined values stripped',
      true,
      'a@b.fr',
      { phoneNumber: undefined, address: null },
      { address: null },
    ],
  ])('[USR11] %s', (_label, isAdmin, email, update, expected) => {
    expect(sanitizeProfileUpdate(update, { isAdmin, email, lists: LISTS })).toEqual(expected);
  });
});
