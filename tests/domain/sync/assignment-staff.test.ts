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
