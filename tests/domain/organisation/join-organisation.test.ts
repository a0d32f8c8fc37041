import { describe, expect, it } from 'vitest';
import { joinOrganisation, organisationListing } from '@/domain/organisation/join-organisation';
import type { UserType } from '@/domain/shared/role';
import { buildNewProfile, type UserDocument } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const profileOf = (requestedRole: UserType, email = 'Karim@Ambu.fr'): UserDocument => {
  const built = buildNewProfile({
    uid: 'u-karim',
    email,
    displayName: 'Karim Haddad',
    requestedRole,
    now: NOW,
    lists: EMPTY_ROLE_EMAIL_LISTS,
  });
  if (!built.ok) throw new Error(built.error);
  return built.profile;
};
const LISTING = {
  orgId: 'ambu_0001',
  kind: 'ambulance' as const,
  name: 'Ambulances Bellecour',
  members: [
    {
      id: 'u-julien',
      email: 'julien@ambu.fr',
      name: 'Julien',
      role: 'responsable',
      createdAt: NOW,
    },
    {
      id: 'karim@ambu.fr',
      email: 'karim@ambu.fr',
      name: 'Karim',
      role: 'chauffeur',
      createdAt: NOW,
    },
  ],
};

describe('[JOIN1] a listed e-mail joins its organisation at sign-up instead of founding one', () => {
  it('[JOIN1] the organisation listing the e-mail is found, case aside', () => {
    expect(organisationListing([LISTING], 'KARIM@ambu.fr')?.orgId).toBe('ambu_0001');
    expect(organisationListing([LISTING], 'personne@ambu.fr')).toBeNull();
  });
  it.each(['patient', 'ambulance', 'clinique'] as const)(
    '[JOIN1] asked as %s: joins as ambulance of ambu_0001, entry bound to the uid, role kept',
    (requested) => {
      const joined = joinOrganisation(profileOf(requested), LISTING);
      expect(joined?.profile).toMatchObject({
        userType: 'ambulance',
        orga_id: 'ambu_0001',
        company_name: 'Ambulances Bellecour',
      });
      expect(joined?.members[1]).toMatchObject({ id: 'u-karim', role: 'chauffeur' });
    },
  );
  it('[JOIN1] an admin joins nothing', () => {
    expect(joinOrganisation({ ...profileOf('patient'), userType: 'admin' }, LISTING)).toBeNull();
  });
});
