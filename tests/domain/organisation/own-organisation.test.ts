import { describe, expect, it } from 'vitest';
import { foundOrganisation, ownsOrganisation } from '@/domain/organisation/own-organisation';
import type { UserType } from '@/domain/shared/role';
import { buildNewProfile, type UserDocument } from '@/domain/user/new-profile';
import { EMPTY_ROLE_EMAIL_LISTS } from '@/domain/user/role-email-lists';
import { IDENTITIES, identityFor } from '@tests/support/organisation-identities';

const NOW = Date.UTC(2026, 10, 24, 9, 0);

const profileOf = (requestedRole: UserType): UserDocument => {
  const built = buildNewProfile({
    uid: `u-${requestedRole}`,
    email: 'claire.martin@clinique-du-parc.fr',
    displayName: 'Claire Martin',
    requestedRole,
    now: NOW,
    lists: EMPTY_ROLE_EMAIL_LISTS,
  });
  if (!built.ok) throw new Error(built.error);
  return built.profile;
};

describe('[ORG1] a company or clinic account founds its own organisation at sign-up', () => {
  it.each([
    ['clinique', null, 'clin_0001', 'clinics', 'company_clin'],
    ['ambulance', { value: 6 }, 'ambu_0007', 'ambulanceCompanies', 'company_ambu'],
    ['vtc', { value: 41 }, 'vtc_0042', 'vtcCompanies', 'company_vtc'],
  ] as const)('[ORG1] %s, counter %o → %s in %s', (role, counter, id, collection, counterName) => {
    const founded = foundOrganisation(profileOf(role), IDENTITIES[role], counter, NOW)!;
    expect(founded.collection).toBe(collection);
    expect(founded.counter).toMatchObject({ name: counterName, lastId: id });
    expect(founded.profile).toMatchObject({ orga_id: id, company_name: IDENTITIES[role].name });
    expect(founded.organisation).toMatchObject({
      id,
      type: role,
      name: IDENTITIES[role].name,
      adresse: IDENTITIES[role].adresse,
      siret: IDENTITIES[role].siret,
      owner_uid: `u-${role}`,
      associatedUsers: [{ id: `u-${role}`, role: 'responsable' }],
    });
  });

  it.each(['patient', 'admin'] as const)('[ORG1] %s founds none (default-org stays)', (role) => {
    expect(ownsOrganisation(role)).toBe(false);
    expect(
      foundOrganisation(
        profileOf(role === 'admin' ? 'patient' : role),
        identityFor(role),
        null,
        NOW,
      ),
    ).toBeNull();
  });

  it('[ORG1] issue 25: the declared name names the organisation and the profile, never the founder', () => {
    const founded = foundOrganisation(profileOf('clinique'), IDENTITIES.clinique, null, NOW)!;
    expect(founded.organisation.name).toBe('Clinique des Tilleuls');
    expect(founded.profile.company_name).toBe('Clinique des Tilleuls');
    expect(founded.organisation.finess).toBe('690000880');
  });

  it('[ORG1] issue 25: a transport company stores no FINESS, even if one was handed over', () => {
    const identity = { ...IDENTITIES.ambulance, finess: '690000880' };
    const founded = foundOrganisation(profileOf('ambulance'), identity, null, NOW)!;
    expect(founded.organisation).not.toHaveProperty('finess');
  });
});
