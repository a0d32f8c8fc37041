import { describe, expect, it } from 'vitest';
import { viewerName } from '@/services/session/viewer-name';
import { makeUser } from '@tests/domain/user/user-fixture';

const account = { uid: 'u1', email: 'compte@exemple.fr', displayName: null };

describe('[VN1] the name the signed-in user signs histories with', () => {
  it('is the profile’s displayName first', () => {
    const profile = makeUser({ displayName: 'Julien Moreau', firstName: 'J', lastName: 'M' });
    expect(viewerName(account, profile)).toBe('Julien Moreau');
  });

  it('else « Prénom Nom »', () => {
    const profile = makeUser({ firstName: 'Sophie', lastName: 'Marchand' });
    expect(viewerName(account, profile)).toBe('Sophie Marchand');
  });

  it('else the profile’s e-mail, else the account’s', () => {
    expect(viewerName(account, makeUser())).toBe('jeanne@exemple.fr');
    expect(viewerName(account, makeUser({ email: '' }))).toBe('compte@exemple.fr');
    expect(viewerName(account, null)).toBe('compte@exemple.fr');
  });

  it('is undefined when nothing names the user', () => {
    expect(viewerName(null, null)).toBeUndefined();
  });
});
