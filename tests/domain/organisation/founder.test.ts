import { describe, expect, it } from 'vitest';
import {
  founderChangeRefusal,
  FOUNDER_PROTECTED,
  mayChangeMember,
} from '@/domain/organisation/founder';
import { changeMemberRole, removeMember } from '@/domain/organisation/members';
import type { AssociatedUser } from '@/domain/user/associated-user';

const entry = (id: string, role: string): AssociatedUser => ({
  id,
  email: `${id}@exemple.fr`,
  name: id,
  role,
  createdAt: 0,
});
const FOUNDER = entry('u-fondatrice', 'responsable');
const MATE = entry('u-co', 'responsable');
const DRIVER = entry('u-karim', 'chauffeur');
const TEAM = [FOUNDER, MATE, DRIVER];
const OWNER = FOUNDER.id;

const after = (change: ReturnType<typeof removeMember>) => {
  if (!change.ok) throw new Error(change.reason);
  return change.members;
};

describe('[FOUNDER1] the founder is removed or demoted by an administrator only', () => {
  it.each([
    ['removed', after(removeMember(TEAM, OWNER))],
    ['demoted', after(changeMemberRole('ambulance', TEAM, OWNER, 'regulateur'))],
    ['given another e-mail', TEAM.map((m) => (m.id === OWNER ? { ...m, email: 'x@y.fr' } : m))],
  ])('[FOUNDER1] by a co-responsable, the founder %s: refused', (_name, members) => {
    expect(founderChangeRefusal('ambulance', OWNER, TEAM, members)).toBe(FOUNDER_PROTECTED);
  });
  it('[FOUNDER1] by an administrator: allowed', () => {
    expect(founderChangeRefusal('admin', OWNER, TEAM, after(removeMember(TEAM, OWNER)))).toBe(null);
  });
  it('[FOUNDER1] another member removed, a driver promoted: allowed', () => {
    expect(founderChangeRefusal('ambulance', OWNER, TEAM, after(removeMember(TEAM, MATE.id)))).toBe(
      null,
    );
    const promoted = after(changeMemberRole('ambulance', TEAM, DRIVER.id, 'responsable'));
    expect(founderChangeRefusal('ambulance', OWNER, TEAM, promoted)).toBe(null);
  });
  it('[FOUNDER1] an organisation whose founder is not listed: nothing to keep', () => {
    expect(founderChangeRefusal('ambulance', 'u-absent', TEAM, [DRIVER])).toBe(null);
  });
  it('[FOUNDER1] the page offers the actions on the founder to an administrator only', () => {
    expect(mayChangeMember('ambulance', OWNER, FOUNDER)).toBe(false);
    expect(mayChangeMember('ambulance', OWNER, MATE)).toBe(true);
    expect(mayChangeMember('admin', OWNER, FOUNDER)).toBe(true);
  });
});
