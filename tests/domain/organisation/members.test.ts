import { describe, expect, it } from 'vitest';
import {
  addMember,
  bindMemberAccount,
  changeMemberRole,
  memberRoleIndex,
  removeMember,
  roleInOrganisation,
} from '@/domain/organisation/members';
import type { AssociatedUser } from '@/domain/user/associated-user';

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const FOUNDER: AssociatedUser = {
  id: 'u-resp',
  email: 'Claire@Ambu.fr',
  name: 'Claire Martin',
  role: 'responsable',
  createdAt: NOW,
};
const DRIVER: AssociatedUser = {
  id: 'karim@ambu.fr',
  email: 'karim@ambu.fr',
  name: 'Karim',
  role: 'chauffeur',
  createdAt: NOW,
};

describe('[MEM5] adding a member by e-mail', () => {
  it('[MEM5] the e-mail is stored lower-cased and stands as id until the person signs up', () => {
    const added = addMember(
      'ambulance',
      [FOUNDER],
      { email: ' Karim@Ambu.FR ', name: 'Karim', role: 'chauffeur' },
      NOW,
    );
    expect(added).toEqual({ ok: true, members: [FOUNDER, { ...DRIVER }] });
  });
  it.each([
    ['pas-un-email', 'chauffeur', 'Adresse e-mail invalide : vérifiez sa saisie.'],
    ['claire@ambu.fr', 'chauffeur', 'Cette adresse e-mail fait déjà partie du personnel.'],
    ['x@ambu.fr', 'secretaire', 'Le rôle « Secrétaire » n’existe pas pour ce type d’organisation.'],
  ] as const)('[MEM5] %s en %s est refusé : %s', (email, role, reason) => {
    expect(addMember('ambulance', [FOUNDER], { email, name: '', role }, NOW)).toEqual({
      ok: false,
      reason,
    });
  });
});

describe('[MEM6] an organisation always keeps a responsable', () => {
  const LAST = 'L’organisation doit garder au moins un responsable : nommez-en un autre d’abord.';
  it('[MEM6] the last responsable can be neither demoted nor removed', () => {
    expect(changeMemberRole('ambulance', [FOUNDER, DRIVER], 'u-resp', 'chauffeur')).toEqual({
      ok: false,
      reason: LAST,
    });
    expect(removeMember([FOUNDER, DRIVER], 'u-resp')).toEqual({ ok: false, reason: LAST });
  });
  it('[MEM6] a chauffeur is promoted, then the founder may step down', () => {
    const promoted = changeMemberRole('ambulance', [FOUNDER, DRIVER], DRIVER.id, 'responsable');
    expect(promoted.ok).toBe(true);
    if (!promoted.ok) return;
    const removed = removeMember(promoted.members, 'u-resp');
    expect(removed).toEqual({ ok: true, members: [{ ...DRIVER, role: 'responsable' }] });
  });
  it('[MEM6] a member already gone is named as such', () => {
    expect(removeMember([FOUNDER], 'nobody')).toEqual({
      ok: false,
      reason: 'Ce membre ne fait plus partie du personnel.',
    });
  });
});

describe('[MEM7] a member is recognised by uid or by e-mail, and the rules read an e-mail index', () => {
  it.each([
    [{ uid: 'u-resp' }, 'responsable'],
    [{ uid: 'u-new', email: 'KARIM@ambu.fr' }, 'chauffeur'],
    [{ uid: 'u-other', email: 'other@ambu.fr' }, null],
  ] as const)('[MEM7] %o → %s', (who, role) => {
    expect(roleInOrganisation([FOUNDER, DRIVER], who)).toBe(role);
  });
  it('[MEM7] the index maps lower-cased e-mails to roles', () => {
    expect(memberRoleIndex([FOUNDER, DRIVER])).toEqual({
      'claire@ambu.fr': 'responsable',
      'karim@ambu.fr': 'chauffeur',
    });
  });
  it('[MEM7] signing up binds the listed entry to the new uid, role unchanged', () => {
    expect(bindMemberAccount([FOUNDER, DRIVER], 'Karim@ambu.fr', 'u-karim')).toEqual([
      FOUNDER,
      { ...DRIVER, id: 'u-karim' },
    ]);
  });
});
