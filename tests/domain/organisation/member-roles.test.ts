import { describe, expect, it } from 'vitest';
import {
  isRoleOfKind,
  mayDispatch,
  mayDrive,
  mayManageMembers,
  readMemberRole,
  rolesForKind,
  type MemberRole,
} from '@/domain/organisation/member-roles';
import type { UserType } from '@/domain/shared/role';

describe('[MEM1] each kind of organisation has its own roles', () => {
  it.each([
    ['ambulance', ['responsable', 'regulateur', 'chauffeur']],
    ['vtc', ['responsable', 'regulateur', 'chauffeur']],
    ['clinique', ['responsable', 'secretaire']],
  ] as const)('[MEM1] %s → %o', (kind, roles) => {
    expect(rolesForKind(kind)).toEqual(roles);
  });
  it.each([
    ['clinique', 'chauffeur', false],
    ['clinique', 'regulateur', false],
    ['ambulance', 'secretaire', false],
    ['ambulance', 'chauffeur', true],
    ['clinique', 'secretaire', true],
  ] as const)('[MEM1] %s accepte %s : %s', (kind, role, expected) => {
    expect(isRoleOfKind(kind, role)).toBe(expected);
  });
});

describe('[MEM2] only a responsable or an admin manages members', () => {
  it.each<[UserType, MemberRole | null, boolean]>([
    ['admin', null, true],
    ['ambulance', 'responsable', true],
    ['clinique', 'responsable', true],
    ['ambulance', 'regulateur', false],
    ['ambulance', 'chauffeur', false],
    ['clinique', 'secretaire', false],
    ['ambulance', null, false],
  ])('[MEM2] %s membre %s : %s', (userType, role, expected) => {
    expect(mayManageMembers(userType, role)).toBe(expected);
  });
});

describe('[MEM3] dispatching is for régulateurs and responsables, driving for chauffeurs', () => {
  it.each<[MemberRole | null, boolean, boolean]>([
    ['responsable', true, false],
    ['regulateur', true, false],
    ['chauffeur', false, true],
    ['secretaire', false, false],
    [null, false, false],
  ])('[MEM3] %s : affecte %s, conduit %s', (role, dispatches, drives) => {
    expect(mayDispatch(role)).toBe(dispatches);
    expect(mayDrive(role)).toBe(drives);
  });
});

describe('[MEM4] stored roles read as people typed them', () => {
  it.each([
    ['Régulateur', 'regulateur'],
    [' CHAUFFEUR ', 'chauffeur'],
    ['secrétaire', 'secretaire'],
    ['patron', null],
    [42, null],
  ] as const)('[MEM4] %o → %o', (raw, expected) => {
    expect(readMemberRole(raw)).toBe(expected);
  });
});
