import { describe, expect, it } from 'vitest';
import {
  changeMemberQualification,
  crewProblem,
  qualificationLabel,
  readQualification,
  type CrewMember,
} from '@/domain/organisation/crew';

const dea = (uid: string, firstName: string): CrewMember => ({
  uid,
  firstName,
  qualification: 'DEA',
});
const aux = (uid: string, firstName: string): CrewMember => ({
  uid,
  firstName,
  qualification: 'auxiliaire',
});
const none = (uid: string, firstName: string): CrewMember => ({
  uid,
  firstName,
  qualification: null,
});

describe('[CREW1] an ambulance rides with two, one of them DEA; a VSL or a VTC with its driver', () => {
  it.each([
    ['ambulance', dea('a', 'Karim'), aux('b', 'Léa'), null],
    ['ambulance', aux('a', 'Karim'), dea('b', 'Léa'), null],
    ['ambulance', dea('a', 'Karim'), dea('b', 'Léa'), null],
    [
      'ambulance',
      dea('a', 'Karim'),
      null,
      'Une ambulance part avec deux personnes : choisissez l’équipier.',
    ],
    [
      'ambulance',
      dea('a', 'Karim'),
      dea('a', 'Karim'),
      'L’équipier doit être une autre personne que le chauffeur.',
    ],
    [
      'ambulance',
      aux('a', 'Karim'),
      none('b', 'Léa'),
      'Il faut au moins un Diplômé d’État d’ambulancier (DEA) dans l’équipage : ni Karim ni Léa ne l’est.',
    ],
    ['vsl', none('a', 'Karim'), null, null],
    ['vtc', none('a', 'Karim'), null, null],
    ['vsl', dea('a', 'Karim'), aux('b', 'Léa'), 'Un VSL ou un VTC part avec son seul chauffeur.'],
  ] as const)('%s: %o + %o', (type, driver, equipier, problem) => {
    expect(crewProblem(type, driver, equipier)).toBe(problem);
  });
});

describe('[CREW2] qualifications read leniently, labelled in French', () => {
  it.each([
    ['DEA', 'DEA'],
    ['auxiliaire', 'auxiliaire'],
    ['dea', null],
    [null, null],
    [3, null],
  ])('%o → %o', (raw, read) => expect(readQualification(raw)).toBe(read));

  it('labels', () => {
    expect(qualificationLabel('DEA')).toBe('Diplômé d’État d’ambulancier (DEA)');
    expect(qualificationLabel('auxiliaire')).toBe('Auxiliaire ambulancier');
    expect(qualificationLabel(null)).toBe('Sans qualification');
  });
});

describe('[CREW4] a responsable sets a member’s qualification', () => {
  const members = [
    { id: 'a', name: 'Karim' },
    { id: 'b', name: 'Léa', qualification: 'DEA' as const },
  ];
  it('changes that member only', () => {
    expect(changeMemberQualification(members, 'a', 'auxiliaire')).toEqual({
      ok: true,
      members: [{ id: 'a', name: 'Karim', qualification: 'auxiliaire' }, members[1]],
    });
    expect(changeMemberQualification(members, 'b', null)).toEqual({
      ok: true,
      members: [members[0], { id: 'b', name: 'Léa', qualification: null }],
    });
  });
  it('refuses a member who left', () => {
    expect(changeMemberQualification(members, 'z', 'DEA')).toEqual({
      ok: false,
      reason: 'Ce membre ne fait plus partie du personnel.',
    });
  });
});
