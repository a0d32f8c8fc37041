import { describe, expect, it } from 'vitest';
import { threadAccess } from '@/domain/messages/message-visibility';
import { TRANSPORT_STATUSES, isTerminal, isWaiting } from '@/domain/transport/transport-status';
import type { MemberRole } from '@/domain/organisation/member-roles';
import { ACTORS, transportIn } from '../transport/fixtures';

describe('[MSG1] a thread is between the requesting clinic and the accepted company; admins read', () => {
  it.each([
    ['clinique demandeuse', ACTORS.clinic, 'write'],
    ['entreprise retenue', ACTORS.ambulance, 'write'],
    ['administrateur', ACTORS.admin, 'read'],
    ['entreprise non retenue', ACTORS.otherAmbulance, 'none'],
    ['autre clinique', ACTORS.otherClinic, 'none'],
    ['VTC', ACTORS.vtc, 'none'],
    ['patient', ACTORS.patient, 'none'],
  ] as const)('[MSG1] %s → %s', (_name, who, access) => {
    expect(threadAccess(transportIn('assigned'), who)).toBe(access);
  });
});

describe('[MSG2] the thread is open while the ride runs with a company, read-only once it ended', () => {
  it.each(TRANSPORT_STATUSES.map((status) => [status] as const))('[MSG2] %s', (status) => {
    const transport = transportIn(status);
    const expected = isWaiting(status) ? 'read' : isTerminal(status) ? 'read' : 'write';
    expect(threadAccess(transport, ACTORS.clinic)).toBe(expected);
  });
  it('[MSG2] a company that did not get the ride never reads it, even a waiting request it is offered', () => {
    expect(threadAccess(transportIn('pending'), ACTORS.ambulance)).toBe('none');
  });
});

describe('[MSG3] of the accepted company, a chauffeur reads only the threads of the rides assigned to them', () => {
  const company = ACTORS.ambulance;
  const staff = (uid: string, memberRole: MemberRole) => ({ ...company, uid, memberRole });
  const karim = staff('u-karim', 'chauffeur');
  const lea = staff('u-lea', 'chauffeur');
  const rideOf = (driverUid: string | null) => ({
    ...transportIn('assigned'),
    assigned_driver: driverUid === null ? null : { uid: driverUid, firstName: 'X' },
  });
  it.each([
    ['chauffeur affecté', karim, 'u-karim', 'write'],
    ['chauffeur non affecté (course d’un collègue)', karim, 'u-lea', 'none'],
    ['chauffeur sur une course acceptée sans chauffeur', karim, null, 'none'],
    ['chauffeur dont la course a été réaffectée à un collègue', karim, 'u-lea', 'none'],
    ['la collègue à qui elle a été réaffectée', lea, 'u-lea', 'write'],
    ['régulateur, course d’un chauffeur', staff('u-reg', 'regulateur'), 'u-karim', 'write'],
    ['régulateur, course sans chauffeur', staff('u-reg', 'regulateur'), null, 'write'],
    ['responsable, course d’un chauffeur', staff('u-resp', 'responsable'), 'u-karim', 'write'],
    ['membre sans rôle connu (vue de l’entreprise)', company, 'u-karim', 'write'],
  ] as const)('[MSG3] %s → %s', (_name, who, driver, access) => {
    expect(threadAccess(rideOf(driver), who)).toBe(access);
  });
  it('[MSG3] a chauffeur’s thread of a ride that ended stays readable, never writable', () => {
    const ended = { ...rideOf('u-karim'), etat: 'completed' as const };
    expect(threadAccess(ended, karim)).toBe('read');
    expect(threadAccess({ ...ended, assigned_driver: null }, karim)).toBe('none');
  });
});
