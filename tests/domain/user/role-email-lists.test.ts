import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROLE_EMAIL_LISTS,
  listedRole,
  resolveRole,
  type RoleEmailLists,
} from '@/domain/user/role-email-lists';

const LISTS: RoleEmailLists = {
  admin: ['Chef@Exemple.fr'],
  ambulance: ['ambu@exemple.fr', 'double@exemple.fr'],
  vtc: ['vtc@exemple.fr', 'double@exemple.fr'],
  clinique: ['clinique@exemple.fr'],
};

describe('[USR1] listed e-mails are recognised case-insensitively', () => {
  it.each([
    ['chef@exemple.fr', 'admin'],
    ['  AMBU@exemple.FR ', 'ambulance'],
    ['vtc@exemple.fr', 'vtc'],
    ['clinique@exemple.fr', 'clinique'],
    ['double@exemple.fr', 'ambulance'],
    ['inconnu@exemple.fr', null],
    ['', null],
    [null, null],
  ])('[USR1] %s → %s', (email, role) => {
    expect(listedRole(email, LISTS)).toBe(role);
  });

  it('[USR1] empty lists recognise nobody', () => {
    expect(listedRole('chef@exemple.fr', EMPTY_ROLE_EMAIL_LISTS)).toBeNull();
  });
});

describe('[USR2] role by e-mail (spec §5)', () => {
  it.each([
    // admin list forces admin whatever is requested
    [{ email: 'CHEF@exemple.fr', requestedRole: 'patient' }, 'admin'],
    // role lists force their role…
    [{ email: 'ambu@exemple.fr', requestedRole: 'clinique' }, 'ambulance'],
    [{ email: 'vtc@exemple.fr' }, 'vtc'],
    [{ email: 'clinique@exemple.fr', requestedRole: 'vtc' }, 'clinique'],
    // …unless the user is already admin
    [{ email: 'ambu@exemple.fr', currentRole: 'admin' }, 'admin'],
    // everyone else: requested role, taxi read as vtc, default patient
    [{ email: 'a@b.fr', requestedRole: 'clinique' }, 'clinique'],
    [{ email: 'a@b.fr', requestedRole: 'taxi' }, 'vtc'],
    [{ email: 'a@b.fr', requestedRole: 'pilote' }, 'patient'],
    [{ email: 'a@b.fr' }, 'patient'],
    [{ email: null }, 'patient'],
    // nobody signs themselves up as admin
    [{ email: 'a@b.fr', requestedRole: 'admin' }, 'patient'],
    [{ email: 'a@b.fr', requestedRole: 'admin', currentRole: 'admin' }, 'admin'],
  ])('[USR2] %j → %s', (request, role) => {
    expect(resolveRole(request, LISTS)).toBe(role);
  });
});
