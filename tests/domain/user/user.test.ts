import { describe, expect, it } from 'vitest';
import { parseUser, USERS_COLLECTION } from '@/domain/user/user';
import { NOW } from './user-fixture';

const STORED = {
  uid: 'u42',
  email: 'contact@ambulances-dupont.fr',
  firstName: 'Paul',
  lastName: 'Dupont',
  displayName: 'Paul Dupont',
  phoneNumber: '0601020304',
  profilePicture: null,
  userType: 'ambulance',
  isActive: true,
  orga_id: 'ambu_0001',
  companyName: 'Ambulances Dupont',
  address: { street: '3 rue Pasteur', city: 'Lyon', postalCode: '69007' },
  permissions: [],
  preferences: { language: 'fr', notifications: { email: true, push: false, sms: false } },
  loginCount: 4,
  createdAt: '22/11/2026 14:00:00',
  updatedAt: { seconds: NOW / 1000, nanoseconds: 0 },
  lastLogin: { toMillis: () => NOW },
  createdBy: 'u42',
  subscription: { plan: 'pro', status: 'active', startDate: NOW, endDate: null },
};

describe('[USR5] a stored profile parses and normalises (spec §3)', () => {
  it('[USR5] collection name', () => {
    expect(USERS_COLLECTION).toBe('users');
  });

  it('[USR5] every timestamp shape reads as epoch ms; companyName folds into company_name', () => {
    const result = parseUser('u42', STORED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const user = result.value;
    expect(user).toMatchObject({
      uid: 'u42',
      userType: 'ambulance',
      company_name: 'Ambulances Dupont',
      createdAt: NOW,
      updatedAt: NOW,
      lastLogin: NOW,
      address: { street: '3 rue Pasteur', city: 'Lyon', postalCode: '69007' },
      preferences: {
        language: 'fr',
        notifications: { email: true, push: false, sms: false },
        dashboard: { defaultView: 'overview', showStats: true },
      },
      subscription: {
        plan: 'pro',
        status: 'active',
        startDate: NOW,
        endDate: null,
        trialEndsAt: null,
      },
    });
    expect(user).not.toHaveProperty('companyName');
  });

  it('[USR5] company_name wins over companyName', () => {
    const result = parseUser('u42', { ...STORED, company_name: 'Nom officiel' });
    expect(result.ok && result.value.company_name).toBe('Nom officiel');
  });

  it('[USR5] a minimal document gets the spec defaults', () => {
    const result = parseUser('u7', { uid: 'u7' });
    expect(result).toEqual({
      ok: true,
      value: {
        uid: 'u7',
        email: '',
        firstName: '',
        lastName: '',
        displayName: '',
        phoneNumber: null,
        profilePicture: null,
        userType: 'patient',
        isActive: true,
        orga_id: 'default-org',
        company_name: 'Organisation par défaut',
        address: null,
        permissions: [],
        preferences: {
          language: 'fr',
          notifications: { email: true, push: true, sms: false },
          dashboard: { defaultView: 'overview', showStats: true },
        },
        loginCount: 0,
        createdAt: null,
        updatedAt: null,
        lastLogin: null,
        createdBy: null,
        subscription: null,
      },
    });
  });

  it.each([
    ['taxi', 'vtc'],
    ['CLINIQUE', 'clinique'],
    ['inconnu', 'patient'],
    [null, 'patient'],
  ])('[USR5] userType %s reads as %s', (userType, expected) => {
    const result = parseUser('u1', { uid: 'u1', userType });
    expect(result.ok && result.value.userType).toBe(expected);
  });

  it('[USR5] the uid falls back to the document id, which is the uid', () => {
    const result = parseUser('from-doc-id', { email: 'a@b.fr', uid: '' });
    expect(result.ok && result.value.uid).toBe('from-doc-id');
  });
});

describe('[USR6] an invalid profile is a typed error, never a throw', () => {
  it.each([
    ['no uid anywhere', '', { email: 'a@b.fr' }, 'uid'],
    ['unreadable createdAt', 'u1', { uid: 'u1', createdAt: 'hier' }, 'createdAt'],
    ['negative loginCount', 'u1', { uid: 'u1', loginCount: -1 }, 'loginCount'],
    ['permissions not a list', 'u1', { uid: 'u1', permissions: 'all' }, 'permissions'],
  ])('[USR6] %s', (_label, id, data, path) => {
    const result = parseUser(id, data);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.collection).toBe('users');
    expect(result.error.id).toBe(id);
    expect(result.error.issues.join(' ')).toContain(path);
  });

  it('[USR6] not an object at all', () => {
    expect(parseUser('u1', 'texte').ok).toBe(false);
  });
});
