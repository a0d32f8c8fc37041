import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildNewProfile, recordLogin, withListedRole } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS, type RoleEmailLists } from '@/domain/user/role-email-lists';
import { toFrenchLocaleString } from '@/domain/shared/timestamp';
import { parseUser } from '@/domain/user/user';
import { NOW } from './user-fixture';

const LISTS: RoleEmailLists = { ...EMPTY_ROLE_EMAIL_LISTS, admin: ['chef@exemple.fr'] };
const STAMP = '22/11/2026 14:00:00';

describe('[USR9] a new profile is complete, with fr-FR Europe/Paris timestamps (spec §3, §5)', () => {
  it('[USR9] the whole document', () => {
    const result = buildNewProfile({
      uid: 'u1',
      email: 'jeanne.dupont@exemple.fr',
      displayName: 'Jeanne Dupont',
      requestedRole: 'clinique',
      now: NOW,
      lists: LISTS,
    });
    expect(result).toEqual({
      ok: true,
      profile: {
        uid: 'u1',
        email: 'jeanne.dupont@exemple.fr',
        firstName: 'Jeanne',
        lastName: 'Dupont',
        displayName: 'Jeanne Dupont',
        phoneNumber: null,
        profilePicture: null,
        userType: 'clinique',
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
        loginCount: 1,
        createdAt: STAMP,
        updatedAt: STAMP,
        lastLogin: STAMP,
        createdBy: 'u1',
      },
    });
  });

  it('[USR9] an admin-listed e-mail becomes admin with permissions [all]', () => {
    const result = buildNewProfile({ uid: 'u2', email: 'Chef@exemple.fr', now: NOW, lists: LISTS });
    expect(result.ok && result.profile.userType).toBe('admin');
    expect(result.ok && result.profile.permissions).toEqual(['all']);
  });

  it('[USR9] without displayName the name comes from the e-mail', () => {
    const result = buildNewProfile({
      uid: 'u3',
      email: 'marc@exemple.fr',
      displayName: null,
      phoneNumber: '0600000000',
      createdBy: 'admin-1',
      now: NOW,
      lists: LISTS,
    });
    expect(result.ok && result.profile).toMatchObject({
      firstName: 'marc',
      lastName: '',
      displayName: 'marc',
      phoneNumber: '0600000000',
      createdBy: 'admin-1',
      userType: 'patient',
    });
  });

  it('[USR9] a provider without e-mail (phone sign-in) still gets a complete profile', () => {
    const result = buildNewProfile({ uid: 'u4', email: null, now: NOW, lists: LISTS });
    expect(result.ok && result.profile).toMatchObject({
      email: '',
      firstName: '',
      displayName: '',
    });
  });

  it.each([[null], [undefined], ['']])(
    '[USR9] no uid (%s) → « Données utilisateur invalides »',
    (uid) => {
      expect(buildNewProfile({ uid, email: 'a@b.fr', now: NOW, lists: LISTS })).toEqual({
        ok: false,
        error: 'Données utilisateur invalides',
      });
    },
  );

  it('[USR9] property: a built profile always reads back through the users schema', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{1,28}$/),
        fc.emailAddress(),
        fc.option(fc.string()),
        fc.constantFrom('admin', 'ambulance', 'vtc', 'clinique', 'patient', 'taxi', undefined),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (uid, email, displayName, requestedRole, now) => {
          const built = buildNewProfile({
            uid,
            email,
            displayName,
            requestedRole,
            now,
            lists: LISTS,
          });
          if (!built.ok) throw new Error(built.error);
          const read = parseUser(uid, built.profile);
          expect(read.ok).toBe(true);
          // Compared as wall-clock text: the hour repeated when DST ends is ambiguous by nature.
          if (read.ok)
            expect(toFrenchLocaleString(read.value.createdAt!)).toBe(built.profile.createdAt);
        },
      ),
    );
  });
});

describe('[USR10] each sign-in counts one login and stamps lastLogin', () => {
  it('[USR10] recordLogin', () => {
    expect(recordLogin({ loginCount: 4 }, NOW)).toEqual({
      loginCount: 5,
      lastLogin: STAMP,
      updatedAt: STAMP,
    });
  });
});

describe('[NP-LIST] a server-side role list applies like the configured ones', () => {
  const base = () => {
    const built = buildNewProfile({
      uid: 'u1',
      email: 'Chef@Ambulances.fr',
      requestedRole: 'patient',
      now: Date.UTC(2026, 10, 24),
      lists: EMPTY_ROLE_EMAIL_LISTS,
    });
    if (!built.ok) throw new Error(built.error);
    return built.profile;
  };
  it('[NP-LIST] listed ambulance → ambulance; listed admin → admin with permissions all', () => {
    expect(withListedRole(base(), 'ambulance')).toMatchObject({
      userType: 'ambulance',
      permissions: [],
    });
    expect(withListedRole(base(), 'admin')).toMatchObject({
      userType: 'admin',
      permissions: ['all'],
    });
  });
  it('[NP-LIST] not listed (or listed patient) → unchanged', () => {
    expect(withListedRole(base(), null)).toEqual(base());
    expect(withListedRole(base(), 'patient')).toEqual(base());
  });
});
