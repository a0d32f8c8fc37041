import { describe, expect, it } from 'vitest';
import { assignmentDenial } from '@/domain/sync/assignment-staff';
import type { Vehicle } from '@/domain/organisation/vehicle';
import { ACTORS, transportIn } from '@tests/domain/transport/fixtures';

/**
 * [ASG-INV] Issue 20: the server assigns a ride only to a chauffeur who joined (accepted the invitation). Before,
 * an entry still listed under its e-mail was taken as a chauffeur: the demo server stored the assignment while
 * Firestore's rules refused it, leaving « Chauffeur assigné » on the device.
 */
const VEHICLE: Vehicle = {
  id: 'veh-1',
  org_id: ACTORS.ambulance.orgId,
  kind: 'ambulance',
  label: 'Ambulance 1',
  registration: 'AB-123-CD',
  equipment: ['brancard', 'oxygene'],
  active: true,
};
const member = (id: string, email: string) => ({
  id,
  email,
  name: 'Karim Haddad',
  role: 'chauffeur',
  createdAt: 0,
});
const assignTo = (uid: string) => ({
  driver: { uid, firstName: 'Karim' },
  vehicle: { id: 'veh-1', label: 'Ambulance 1', registration: 'AB-123-CD' },
});
const staffWith = (driver: ReturnType<typeof member>) => ({
  company: { owner_uid: ACTORS.ambulance.uid, associatedUsers: [driver] },
  vehicle: VEHICLE,
});

describe('[ASG-INV] only joined chauffeurs can be assigned', () => {
  const ride = transportIn('accepted');
  it('[ASG-INV] a joined chauffeur (entry bound to his uid): allowed', () => {
    const staff = staffWith(member('u-karim', 'karim@ambu.fr'));
    expect(assignmentDenial(assignTo('u-karim'), ride, ACTORS.ambulance, staff)).toBeNull();
  });
  it('[ASG-INV] a chauffeur whose invitation is still open (entry under his e-mail): refused', () => {
    const staff = staffWith(member('karim@ambu.fr', 'karim@ambu.fr'));
    expect(
      assignmentDenial(assignTo('karim@ambu.fr'), ride, ACTORS.ambulance, staff),
    ).not.toBeNull();
  });
});

describe('[CREW3] the server’s word on an ambulance équipier', () => {
  const ambulance = transportIn('accepted', { type_transport: 'ambulance' });
  const staff = {
    company: {
      owner_uid: ACTORS.ambulance.uid,
      associatedUsers: [
        member('u-karim', 'karim@ambu.fr'),
        { ...member('u-lea', 'lea@ambu.fr'), name: 'Léa Martin' },
        { ...member('u-reg', 'reg@ambu.fr'), role: 'regulateur' },
        member('invite@ambu.fr', 'invite@ambu.fr'),
      ],
    },
    vehicle: VEHICLE,
  };
  const withEquipier = (uid: string) => ({
    ...assignTo('u-karim'),
    equipier: { uid, firstName: 'Léa', qualification: 'DEA' as const },
  });
  it.each([
    ['a joined chauffeur of the company', ambulance, 'u-lea', null],
    [
      'the driver twice',
      ambulance,
      'u-karim',
      'L’équipier doit être une autre personne que le chauffeur.',
    ],
    [
      'a régulateur',
      ambulance,
      'u-reg',
      'L’équipier choisi n’est pas chauffeur de votre entreprise.',
    ],
    [
      'an invitation still open',
      ambulance,
      'invite@ambu.fr',
      'L’équipier choisi n’est pas chauffeur de votre entreprise.',
    ],
    [
      'someone of no company',
      ambulance,
      'u-stranger',
      'L’équipier choisi n’est pas chauffeur de votre entreprise.',
    ],
    [
      'on a VSL',
      transportIn('accepted'),
      'u-lea',
      'Un VSL ou un VTC part avec son seul chauffeur.',
    ],
  ])('[CREW3] %s', (_, ride, uid, reason) => {
    expect(assignmentDenial(withEquipier(uid), ride, ACTORS.ambulance, staff)).toBe(reason);
  });
  it('[CREW3] an ambulance without its équipier is the dispatcher’s call, not a refusal', () => {
    expect(assignmentDenial(assignTo('u-karim'), ambulance, ACTORS.ambulance, staff)).toBeNull();
  });
});
