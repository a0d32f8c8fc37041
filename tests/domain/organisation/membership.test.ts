import { describe, expect, it } from 'vitest';
import { membershipOf } from '@/domain/organisation/membership';
import { removedMembersAfter } from '@/domain/organisation/staff-documents';
import { isVisibleTo } from '@/domain/transport/visibility';
import type { AssociatedUser } from '@/domain/user/associated-user';

const entry = (id: string, email: string, role: string): AssociatedUser => ({
  id,
  email,
  name: id,
  role,
  createdAt: 0,
});
const company = {
  owner_uid: 'u-fondateur',
  associatedUsers: [
    entry('u-karim', 'karim@x.fr', 'chauffeur'),
    entry('paul@x.fr', 'paul@x.fr', 'regulateur'),
  ],
  removed_members: ['parti@x.fr'],
};

describe('membership: who still belongs to the organisation', () => {
  it.each([
    [
      'the founder is responsable',
      'ambulance',
      'u-fondateur',
      null,
      { status: 'member', role: 'responsable' },
    ],
    [
      'a member bound by uid',
      'ambulance',
      'u-karim',
      null,
      { status: 'member', role: 'chauffeur' },
    ],
    [
      'a member listed by e-mail',
      'ambulance',
      'u-paul',
      'Paul@X.fr',
      { status: 'member', role: 'regulateur' },
    ],
    ['a removed e-mail', 'ambulance', 'u-parti', 'parti@x.fr', { status: 'removed' }],
    [
      'an account never listed keeps the organisation view',
      'ambulance',
      'u-ancien',
      'ancien@x.fr',
      { status: 'member', role: null },
    ],
    ['a patient has no organisation to check', 'patient', 'u-pat', 'pat@x.fr', { status: 'none' }],
  ] as const)('%s', (_name, role, uid, email, expected) => {
    expect(membershipOf(role, company, { uid, email })).toEqual(expected);
  });
  it('[FOUNDER2] the founder an administrator removed (e-mail removed, no entry) is removed too', () => {
    const removed = { ...company, removed_members: ['fondateur@x.fr'] };
    expect(
      membershipOf('ambulance', removed, { uid: 'u-fondateur', email: 'fondateur@x.fr' }),
    ).toEqual({ status: 'removed' });
    const listed = {
      ...removed,
      associatedUsers: [entry('u-fondateur', 'fondateur@x.fr', 'responsable')],
    };
    expect(
      membershipOf('ambulance', listed, { uid: 'u-fondateur', email: 'fondateur@x.fr' }),
    ).toEqual({ status: 'member', role: 'responsable' });
  });
  it('removal is recorded until the e-mail is listed again', () => {
    const before = { ...company };
    const after = [
      entry('u-karim', 'karim@x.fr', 'chauffeur'),
      entry('u-parti', 'parti@x.fr', 'chauffeur'),
    ];
    expect(removedMembersAfter(before, after)).toEqual({ 'paul@x.fr': true });
  });
});

describe('visibility: a chauffeur sees the rides assigned to them only', () => {
  const ride = (etat: 'pending' | 'assigned', driverUid: string | null) => ({
    etat,
    type_transport: 'ambulance' as const,
    requester_org_id: 'clin_0001',
    provider_org_id: etat === 'pending' ? null : 'ambu_0001',
    patient_id: null,
    global_patient_id: null,
    assigned_driver: driverUid ? { uid: driverUid, firstName: 'X' } : null,
  });
  const chauffeur = {
    role: 'ambulance' as const,
    orgId: 'ambu_0001',
    uid: 'u-karim',
    memberRole: 'chauffeur' as const,
  };
  const dispatcher = { ...chauffeur, uid: 'u-paul', memberRole: 'regulateur' as const };
  it.each([
    ['their assigned ride', ride('assigned', 'u-karim'), true, true],
    ['a colleague’s ride', ride('assigned', 'u-lea'), false, true],
    ['an unassigned accepted ride', ride('assigned', null), false, true],
    ['an open request', ride('pending', null), false, true],
  ])('%s: chauffeur %s, régulateur %s', (_name, transport, byChauffeur, byDispatcher) => {
    expect(isVisibleTo(transport, chauffeur)).toBe(byChauffeur);
    expect(isVisibleTo(transport, dispatcher)).toBe(byDispatcher);
  });
});
