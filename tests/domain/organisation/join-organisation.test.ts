import { describe, expect, it } from 'vitest';
import {
  answerRefusal,
  awaitsOrganisation,
  declinedWith,
  invitationFor,
  invitationQuestion,
  joinedProfile,
  memberStatus,
  type Invitation,
} from '@/domain/organisation/join-organisation';
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
  declined: [] as string[],
};

const INVITATION: Invitation = {
  orgId: 'ambu_0001',
  kind: 'ambulance',
  organisationName: 'Ambulances Bellecour',
  role: 'chauffeur',
};
const invitee = (requested: UserType, emailVerified = true) => ({
  email: 'KARIM@ambu.fr',
  emailVerified,
  profile: profileOf(requested),
});

describe('[INV1] joining is an invitation, never automatic', () => {
  it('[INV1] a company or clinic account is created awaiting its organisation; a patient is not', () => {
    expect(awaitsOrganisation(profileOf('ambulance'))).toBe(true);
    expect(awaitsOrganisation(profileOf('clinique'))).toBe(true);
    expect(awaitsOrganisation(profileOf('patient'))).toBe(false);
    expect(awaitsOrganisation({ ...profileOf('ambulance'), orga_id: 'ambu_0002' })).toBe(false);
  });
  it('[INV1] a verified listed e-mail is invited with the listed role, case aside', () => {
    expect(invitationFor([LISTING], invitee('vtc'))).toEqual(INVITATION);
    expect(invitationQuestion(INVITATION)).toBe(
      'Rejoindre Ambulances Bellecour en tant que chauffeur ?',
    );
    expect(invitationQuestion({ ...INVITATION, role: 'regulateur' })).toBe(
      'Rejoindre Ambulances Bellecour en tant que régulateur ?',
    );
  });
  it('[INV1] no invitation: unverified, not listed, declined, already joined, or an account with an organisation', () => {
    expect(invitationFor([LISTING], invitee('ambulance', false))).toBeNull();
    expect(invitationFor([LISTING], { ...invitee('ambulance'), email: 'x@ambu.fr' })).toBeNull();
    expect(
      invitationFor([{ ...LISTING, declined: ['karim@ambu.fr'] }], invitee('ambulance')),
    ).toBeNull();
    const bound = LISTING.members.map((m) => (m.id === 'karim@ambu.fr' ? { ...m, id: 'u-k' } : m));
    expect(invitationFor([{ ...LISTING, members: bound }], invitee('ambulance'))).toBeNull();
    expect(invitationFor([LISTING], invitee('patient'))).toBeNull();
  });
  it('[INV1] an answer is refused with a forged role or kind, unverified, or once the account has an organisation', () => {
    expect(answerRefusal(INVITATION, LISTING, invitee('ambulance'))).toBeNull();
    expect(
      answerRefusal({ ...INVITATION, role: 'responsable' }, LISTING, invitee('ambulance')),
    ).toMatch(/plus valable/);
    expect(answerRefusal({ ...INVITATION, kind: 'vtc' }, LISTING, invitee('ambulance'))).toMatch(
      /plus valable/,
    );
    expect(answerRefusal(INVITATION, LISTING, invitee('ambulance', false))).toMatch(/Vérifiez/);
    expect(answerRefusal(INVITATION, null, invitee('ambulance'))).toMatch(/plus valable/);
    const founded = {
      ...invitee('ambulance'),
      profile: { ...profileOf('ambulance'), orga_id: 'x' },
    };
    expect(answerRefusal(INVITATION, LISTING, founded)).toMatch(/déjà une organisation/);
  });
  it('[INV1] accepting takes the organisation’s kind, id and name; declining is recorded', () => {
    expect(joinedProfile(INVITATION)).toEqual({
      userType: 'ambulance',
      orga_id: 'ambu_0001',
      company_name: 'Ambulances Bellecour',
    });
    expect(declinedWith(['a@b.fr'], 'Karim@Ambu.fr')).toEqual({
      'a@b.fr': true,
      'karim@ambu.fr': true,
    });
  });
  it('[INV1] the personnel page reads member, invitation sent or invitation declined', () => {
    const [founder, karim] = LISTING.members;
    expect(memberStatus(founder!, [])).toBe('member');
    expect(memberStatus(karim!, [])).toBe('invited');
    expect(memberStatus(karim!, ['karim@ambu.fr'])).toBe('declined');
  });
});
