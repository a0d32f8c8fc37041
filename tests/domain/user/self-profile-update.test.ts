import { describe, expect, it } from 'vitest';
import { checkSelfProfileUpdate } from '@/domain/user/profile-update';

describe('[USR20] a user’s own profile change: locked fields refuse the whole change', () => {
  it.each([
    [{ userType: 'admin', phoneNumber: '06' }, ['userType']],
    [{ orga_id: 'other' }, ['orga_id']],
    [{ permissions: ['all'] }, ['permissions']],
    [{ isActive: true }, ['isActive']],
    [{ subscription: { status: 'active' } }, ['subscription']],
    [{ email: 'x@y.fr', uid: 'u2' }, ['email', 'uid']],
  ])('[USR20] %j → refused naming %j', (changes, fields) => {
    const check = checkSelfProfileUpdate(changes);
    expect(check).toMatchObject({ ok: false, fields });
    expect(!check.ok && check.error).toMatch(/^Vous ne pouvez pas modifier vous-même : /);
  });

  it.each([
    [{ phoneNumber: '06 12 34 56 78' }, { phoneNumber: '06 12 34 56 78' }],
    [{ firstName: 'A', lastName: undefined }, { firstName: 'A' }],
    [{ preferences: { language: 'fr' } }, { preferences: { language: 'fr' } }],
    [
      { organisationSettings: { interventionRadiusKm: 40 } },
      { organisationSettings: { interventionRadiusKm: 40 } },
    ],
    [{ userType: undefined, company_name: 'X' }, { company_name: 'X' }],
  ])('[USR20] %j → accepted as %j', (changes, expected) => {
    expect(checkSelfProfileUpdate(changes)).toEqual({ ok: true, changes: expected });
  });
});
